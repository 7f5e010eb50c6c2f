import { useCallback, useMemo, useState } from 'react';

/** Where an image is: on its way, drawn, or not to be had. */
export type LoadState = 'loading' | 'loaded' | 'failed';

export interface ImageLoad {
  readonly state: LoadState;
  /** For the `<img>` (spread onto it): its ref, which reads an image that finished before React listened, and its load and error handlers. */
  readonly listeners: {
    readonly ref: (image: HTMLImageElement | null) => void;
    readonly onLoad: () => void;
    readonly onError: () => void;
  };
}

/**
 * Whether the image at `src` has loaded, for a state the page shows (a fade-in, a "loading"
 * notice). A server-rendered `<img>` loads with the HTML, and its `load` or `error` event often
 * fires before the page's script hydrates it: React never hears it. So when the element is
 * attached, an image that is already `complete` counts at once: loaded when it has pixels, and
 * when it has none (a broken image, or an SVG without a size of its own in some engines)
 * whatever `decode()` says. Otherwise its `load` or `error` event decides, as usual. A new `src`
 * starts at 'loading' again. docs/architecture.md §3, "Before hydration".
 */
export function useImageLoad(src: string): ImageLoad {
  const [settled, setSettled] = useState<{ readonly src: string; readonly state: LoadState }>();
  const settle = useCallback(
    (state: LoadState) =>
      setSettled((previous) => (previous?.src === src && previous.state === state ? previous : { src, state })),
    [src],
  );
  const ref = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image?.complete) return; // still on its way: its event will come
      if (image.naturalWidth > 0) settle('loaded');
      else
        image.decode().then(
          () => settle('loaded'),
          () => settle('failed'),
        );
    },
    [settle],
  );
  const listeners = useMemo(
    () => ({ ref, onLoad: () => settle('loaded'), onError: () => settle('failed') }),
    [ref, settle],
  );
  return { state: settled?.src === src ? settled.state : 'loading', listeners };
}
