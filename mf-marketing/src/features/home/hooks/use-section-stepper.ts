import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §4/§9: after a step, further wheel input is ignored for this long. */
export const WHEEL_LOCK_MS = 500;
/**
 * Wheel events closer together than this belong to one gesture (a trackpad swipe and its inertia,
 * or a quick roll of a mouse wheel), and one gesture moves exactly one step.
 */
export const GESTURE_GAP_MS = 200;

const NEXT_KEYS = new Set(['PageDown', 'ArrowDown']);
const PREV_KEYS = new Set(['PageUp', 'ArrowUp']);

/** Typing in a field (or a widget that uses the arrow keys itself) must never move the page. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="slider"]') !== null
  );
}

/** Inputs that do not take typed text: focus in one of them does not mean the visitor is typing. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether the focused element takes typed text (a text input, a textarea, an editable region). */
export function isTextFieldFocused(): boolean {
  const active = document.activeElement;
  if (active instanceof HTMLTextAreaElement) return true;
  if (active instanceof HTMLInputElement) return !NON_TEXT_INPUTS.has(active.type);
  return active instanceof HTMLElement && active.isContentEditable;
}

export interface SectionStepperOptions {
  /** Number of steps: the sections plus the footer. */
  readonly count: number;
  /** Desktop full-page mode; off on narrow screens, where the page scrolls normally. */
  readonly enabled: boolean;
  /** While true (the interest popup is open) wheel and keys are ignored. */
  readonly paused: boolean;
  /** Moves the viewport to a step. */
  readonly scrollToStep: (index: number, smooth: boolean) => void;
  /** The step the viewport shows now, after the visitor scrolled some other way (scrollbar, Tab). */
  readonly nearestStep: () => number;
  readonly smooth: boolean;
}

/**
 * Desktop home stepping (docs/product.md §4 "Desktop home"): one wheel gesture or one PageUp/PageDown/arrow
 * press moves one section, then input is locked for 500 ms. The legacy site counted the steps
 * 1 … 8.5 with the footer as the last half step; here they are 0 … count − 1, the last one being the footer.
 */
export function useSectionStepper({
  count,
  enabled,
  paused,
  scrollToStep,
  nearestStep,
  smooth,
}: SectionStepperOptions) {
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  const lockUntil = useRef(0);
  const lastWheelAt = useRef(Number.NEGATIVE_INFINITY);
  // Latest values for the window listeners, which are attached once per mode.
  const latest = useRef({ count, paused, scrollToStep, nearestStep, smooth });
  useEffect(() => {
    latest.current = { count, paused, scrollToStep, nearestStep, smooth };
  });

  const goTo = useCallback((index: number) => {
    const { count: total, scrollToStep: scroll, smooth: animate } = latest.current;
    const next = Math.min(Math.max(index, 0), total - 1);
    stepRef.current = next;
    setStep(next);
    lockUntil.current = Date.now() + WHEEL_LOCK_MS;
    scroll(next, animate);
  }, []);

  useEffect(() => {
    if (!enabled) return undefined;

    const move = (direction: 1 | -1) => {
      const next = stepRef.current + direction;
      if (next < 0 || next > latest.current.count - 1) return;
      goTo(next);
    };

    const onWheel = (event: WheelEvent) => {
      // While typing, wherever the pointer is: a wheel over another section must not carry the
      // field away mid-word.
      if (latest.current.paused || event.ctrlKey || isTypingTarget(event.target) || isTextFieldFocused()) return;
      if (event.deltaY === 0) return; // horizontal scrolling is not ours
      event.preventDefault();
      const now = Date.now();
      const newGesture = now - lastWheelAt.current > GESTURE_GAP_MS;
      lastWheelAt.current = now;
      if (!newGesture || now < lockUntil.current) return;
      move(event.deltaY > 0 ? 1 : -1);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const direction = NEXT_KEYS.has(event.key) ? 1 : PREV_KEYS.has(event.key) ? -1 : 0;
      if (direction === 0 || latest.current.paused) return;
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTypingTarget(event.target)) return;
      event.preventDefault();
      if (Date.now() < lockUntil.current) return;
      move(direction);
    };

    // Scrollbar drags and Tab focus move the page without us: follow once scrolling has settled.
    const onScrollEnd = () => {
      if (Date.now() < lockUntil.current) return;
      const nearest = latest.current.nearestStep();
      stepRef.current = nearest;
      setStep(nearest);
    };

    window.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('scrollend', onScrollEnd);
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('scrollend', onScrollEnd);
    };
  }, [enabled, goTo]);

  return { step, goTo };
}
