import { useMutation } from '@tanstack/react-query';
import { usePressBackend } from './use-press-backend';

/** Sign-in with what was typed (docs/architecture.md §8); the auth listener then reports the user. */
export function useSignIn() {
  const getBackend = usePressBackend();
  return useMutation({
    mutationFn: async ({ email, password, code }: { email: string; password: string; code: string }) =>
      (await getBackend()).auth.signIn(email, password, code),
  });
}

export function useSignOut() {
  const getBackend = usePressBackend();
  return useMutation({
    mutationFn: async () => (await getBackend()).auth.signOut(),
  });
}
