import { useEffect, useState } from 'react';
import type { SessionUser } from '@gagyeong/contracts/auth';
import { usePressBackend } from './use-press-backend';

export type AuthState =
  | { readonly status: 'checking' }
  | { readonly status: 'signed-out' }
  | { readonly status: 'signed-in'; readonly user: SessionUser };

/** The signed-in user, followed live through the backend's `onAuthChange` (docs/product.md §4). */
export function useAuthState(): AuthState {
  const getBackend = usePressBackend();
  const [state, setState] = useState<AuthState>({ status: 'checking' });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    getBackend().then(
      (backend) => {
        if (!active) return;
        unsubscribe = backend.auth.onAuthChange((user) => {
          setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
        });
      },
      () => {
        // The backend did not load: offer the form; signing in loads it again.
        if (active) setState({ status: 'signed-out' });
      },
    );
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [getBackend]);

  return state;
}
