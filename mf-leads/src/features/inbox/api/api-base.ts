import type { PageBaseProps } from '@gagyeong/contracts';

/** The embedded server's API base; admin pages need it even when press runs on Firebase. */
export function apiBaseOf(config: PageBaseProps['config']): string {
  return config.backend.mode === 'local' ? config.backend.apiBase : '/api';
}
