/** The embedded server's API base; admin pages need it even when press runs on Firebase. */
export { apiBaseOf } from '@gagyeong/contracts/api-client';
