import { useCallback, useEffect, useRef, useState } from 'react';
import { adjacentStop, nearestStop, STOP_TOLERANCE, type Stop } from './section-stops';

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
  /** Where the wheel stops, measured now (section-stops.ts). */
  readonly stops: () => readonly Stop[];
  /** Scrolls the viewport to a position. */
  readonly scrollTo: (top: number, smooth: boolean) => void;
  readonly smooth: boolean;
}

/**
 * Without `scrollend` (WebKit before Safari 26.2), scrolling counts as settled once no scroll
 * event has come for this long.
 */
export const SCROLL_SETTLE_MS = 150;

/**
 * Calls `settled` whenever scrolling comes to rest: on `scrollend` where the browser has it,
 * otherwise once scroll events have paused for SCROLL_SETTLE_MS. Returns the cleanup.
 */
export function onScrollSettled(target: EventTarget, settled: () => void): () => void {
  if ('onscrollend' in target) {
    target.addEventListener('scrollend', settled);
    return () => target.removeEventListener('scrollend', settled);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(settled, SCROLL_SETTLE_MS);
  };
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(timer);
    target.removeEventListener('scroll', onScroll);
  };
}

/**
 * Desktop home stepping (docs/product.md §4 "Desktop home"): one wheel gesture or one PageUp/PageDown/arrow
 * press moves one stop, then input is locked for 500 ms. A stop is a section's top, or one view further
 * inside a section taller than the screen, or the footer (section-stops.ts). The legacy site counted the
 * steps 1 … 8.5 with the footer as the last half step; here they are 0 … count − 1, the last one being the
 * footer.
 *
 * Each step starts from where the page is, not from the step last taken: the visitor may have moved it
 * with the scrollbar, the keyboard or Tab focus in between, and WebKit before Safari 26.2 never says when
 * such scrolling ends. Only while one of our own smooth scrolls is still on its way does a step start
 * from its destination.
 */
export function useSectionStepper({ count, enabled, paused, stops, scrollTo, smooth }: SectionStepperOptions) {
  const [step, setStep] = useState(0);
  /** Where our last scroll is going, until scrolling has settled. */
  const destination = useRef<number | null>(null);
  const lockUntil = useRef(0);
  const lastWheelAt = useRef(Number.NEGATIVE_INFINITY);
  // Latest values for the window listeners, which are attached once per mode.
  const latest = useRef({ count, paused, stops, scrollTo, smooth });
  useEffect(() => {
    latest.current = { count, paused, stops, scrollTo, smooth };
  });

  const scrollToStop = useCallback((stop: Stop) => {
    const { scrollTo: scroll, smooth: animate } = latest.current;
    setStep(stop.step);
    lockUntil.current = Date.now() + WHEEL_LOCK_MS;
    // Already there: no scroll will come to settle.
    destination.current = Math.abs(window.scrollY - stop.top) > STOP_TOLERANCE ? stop.top : null;
    scroll(stop.top, animate);
  }, []);

  /** Moves to the first stop of a step (the side indicator). */
  const goTo = useCallback(
    (index: number) => {
      const list = latest.current.stops();
      const target = Math.min(Math.max(index, 0), latest.current.count - 1);
      const stop = list.find((candidate) => candidate.step === target);
      if (stop) scrollToStop(stop);
    },
    [scrollToStop],
  );

  useEffect(() => {
    if (!enabled) return undefined;

    const move = (direction: 1 | -1) => {
      const from = destination.current ?? window.scrollY;
      const next = adjacentStop(latest.current.stops(), from, direction);
      if (next) scrollToStop(next);
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

    // Our scroll has arrived, or the visitor scrolled some other way: the indicator follows the page.
    const stopSettled = onScrollSettled(window, () => {
      destination.current = null;
      const nearest = nearestStop(latest.current.stops(), window.scrollY);
      if (nearest) setStep(nearest.step);
    });

    window.addEventListener('wheel', onWheel, { passive: false });
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('wheel', onWheel);
      window.removeEventListener('keydown', onKeyDown);
      stopSettled();
    };
  }, [enabled, scrollToStop]);

  return { step, goTo };
}
