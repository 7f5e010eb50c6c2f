import type { Checked } from '@gagyeong/contracts/checks';
import { PressApiError } from '../press-backend';

/** A rule's refusal as the embedded server answers it: 400 `validation_failed`, the first Korean message. */
export function orBadRequest<T>(checked: Checked<T>): T {
  if (checked.ok) return checked.value;
  throw new PressApiError(checked.message, 'validation_failed', 400);
}
