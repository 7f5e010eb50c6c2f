import type { SessionUser } from '@gagyeong/contracts/auth';

type Listener = (user: SessionUser | null) => void;

/** Sign-in and sign-out in this tab report here, so the page updates without waiting for a check. */
export class AuthEvents {
  private readonly listeners = new Set<Listener>();

  emit(user: SessionUser | null): void {
    for (const listener of [...this.listeners]) listener(user);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
