import { useEffect } from 'react';

/**
 * Locks page scrolling while `locked` (docs/product.md §2: the popup locks body scroll), padding the body by
 * the scrollbar's width so the page behind does not shift sideways.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const { body, documentElement } = document;
    // clientWidth is 0 where there is no layout (tests, some embedded browsers): no padding then.
    const scrollbar = documentElement.clientWidth > 0 ? window.innerWidth - documentElement.clientWidth : 0;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [locked]);
}
