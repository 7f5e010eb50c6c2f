import { useCallback, useState } from 'react';
import { INBOX_TEXT } from '../../../content/admin-text';
import { InboxError } from '../api/inbox-api';

/**
 * How an admin section fails: an ended session goes back to sign-in (`onUnauthorized`), anything
 * else is shown as its Korean message. Returns the message to show and the handler.
 */
export function useFailure(onUnauthorized: () => void) {
  const [error, setError] = useState<string | null>(null);
  const fail = useCallback(
    (caught: unknown) => {
      if (caught instanceof InboxError && caught.status === 401) onUnauthorized();
      else setError(caught instanceof InboxError ? caught.message : INBOX_TEXT.unexpected);
    },
    [onUnauthorized],
  );
  return { error, setError, fail };
}
