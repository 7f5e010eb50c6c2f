import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once the page has had no click, key or scroll for `idleMs` while `active`, and
 * again after each further idle period. The server ends an idle session on its own; this lets an
 * open page notice and say so instead of failing at the next click.
 */
export function useIdleCheck(active: boolean, idleMs: number, onIdle: () => void | Promise<void>): void {
  const callback = useRef(onIdle);
  useEffect(() => {
    callback.current = onIdle;
  });
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A little after the bound, so the server has ended the session by the time the page asks.
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void callback.current();
        arm();
      }, idleMs + 500);
    };
    arm();
    ACTIVITY.forEach((name) => window.addEventListener(name, arm, { passive: true }));
    return () => {
      clearTimeout(timer);
      ACTIVITY.forEach((name) => window.removeEventListener(name, arm));
    };
  }, [active, idleMs]);
}
