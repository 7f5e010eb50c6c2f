import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** One +/- press or one wheel notch multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.25;
/** Arrow keys move a zoomed plan by this many pixels. */
const PAN_STEP = 48;

export interface ZoomState {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

const IDENTITY: ZoomState = { scale: 1, x: 0, y: 0 };

const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));

/** Keeps the scaled content covering the viewport (origin top-left): no empty margins. */
function clampPan(state: ZoomState, width: number, height: number): ZoomState {
  const minX = width * (1 - state.scale);
  const minY = height * (1 - state.scale);
  return {
    scale: state.scale,
    x: Math.min(0, Math.max(minX, state.x)),
    y: Math.min(0, Math.max(minY, state.y)),
  };
}

/**
 * Zoom and pan for one viewport: buttons, the wheel (over the viewport), pinch and drag with any
 * pointer, and the keyboard (+, -, 0, arrows). Returns the transform to apply to the content.
 * Everything touching the DOM runs in handlers and effects, so it renders on the server.
 */
export function useZoomPan(viewportRef: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<ZoomState>(IDENTITY);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | undefined>(undefined);

  const size = useCallback(() => {
    const rect = viewportRef.current?.getBoundingClientRect();
    return { left: rect?.left ?? 0, top: rect?.top ?? 0, width: rect?.width ?? 0, height: rect?.height ?? 0 };
  }, [viewportRef]);

  /** Scales to `next` keeping the content point under (cx, cy) (viewport coordinates) in place. */
  const zoomAt = useCallback(
    (next: number | ((scale: number) => number), cx?: number, cy?: number) => {
      const { width, height } = size();
      setState((current) => {
        const scale = clampScale(typeof next === 'function' ? next(current.scale) : next);
        const px = cx ?? width / 2;
        const py = cy ?? height / 2;
        const x = px - ((px - current.x) / current.scale) * scale;
        const y = py - ((py - current.y) / current.scale) * scale;
        return scale === MIN_SCALE ? IDENTITY : clampPan({ scale, x, y }, width, height);
      });
    },
    [size],
  );

  const zoomIn = useCallback(() => zoomAt((s) => s * ZOOM_STEP), [zoomAt]);
  const zoomOut = useCallback(() => zoomAt((s) => s / ZOOM_STEP), [zoomAt]);
  const reset = useCallback(() => setState(IDENTITY), []);

  const panBy = useCallback(
    (dx: number, dy: number) => {
      const { width, height } = size();
      setState((current) => clampPan({ ...current, x: current.x + dx, y: current.y + dy }, width, height));
    },
    [size],
  );

  // React's onWheel is passive, so it cannot keep the page from scrolling; listen natively.
  const scaleRef = useRef(state.scale);
  useEffect(() => {
    scaleRef.current = state.scale;
  }, [state.scale]);
  useEffect(() => {
    const node = viewportRef.current;
    if (!node) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      const zoomingIn = event.deltaY < 0;
      const scale = scaleRef.current;
      // At the limits the wheel scrolls the page as usual.
      if ((zoomingIn && scale >= MAX_SCALE) || (!zoomingIn && scale <= MIN_SCALE)) return;
      event.preventDefault();
      const rect = node.getBoundingClientRect();
      zoomAt((s) => (zoomingIn ? s * ZOOM_STEP : s / ZOOM_STEP), event.clientX - rect.left, event.clientY - rect.top);
    };
    node.addEventListener('wheel', onWheel, { passive: false });
    return () => node.removeEventListener('wheel', onWheel);
  }, [viewportRef, zoomAt]);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      if (a && b) pinch.current = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: scaleRef.current };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size >= 2 && pinch.current) {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b || pinch.current.distance === 0) return;
      const { left, top } = size();
      const distance = Math.hypot(a.x - b.x, a.y - b.y);
      zoomAt(pinch.current.scale * (distance / pinch.current.distance), (a.x + b.x) / 2 - left, (a.y + b.y) / 2 - top);
    } else if (scaleRef.current > MIN_SCALE) {
      panBy(event.clientX - previous.x, event.clientY - previous.y);
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const zoomed = state.scale > MIN_SCALE;
    const pans: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const pan = pans[event.key];
    if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-' || event.key === '_') zoomOut();
    else if (event.key === '0') reset();
    else if (pan && zoomed) panBy(pan[0], pan[1]);
    else return; // not ours: let the page scroll
    event.preventDefault();
  };

  return {
    state,
    zoomIn,
    zoomOut,
    reset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
    },
  };
}
