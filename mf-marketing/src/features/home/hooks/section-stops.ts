/** One place the wheel stops at: a scroll position and the step (section) it shows. */
export interface Stop {
  readonly top: number;
  readonly step: number;
}

/** The page as the stepper measures it, in document pixels. */
export interface StepLayout {
  /** The sections in order: where each starts and how tall the part that must come into view is. */
  readonly sections: readonly {
    readonly top: number;
    readonly height: number;
    /** How far below its top the section may be shown without hiding content under the header. */
    readonly slack?: number;
  }[];
  /** Where the sections end and what follows them (the footer) begins. */
  readonly end: number;
  readonly viewportHeight: number;
  /** The fixed header's height: the top of the viewport it covers once the page has scrolled. */
  readonly headerHeight: number;
  /** The largest scroll position (document height less viewport height). */
  readonly maxScroll: number;
}

/**
 * How much of the previous view a further stop inside a tall section shows again, so a line cut
 * at the bottom of one view is whole at the top of the next.
 */
export const STOP_OVERLAP = 64;

/** Stops closer than this are one (rounding of the scroll position). */
export const STOP_TOLERANCE = 2;

/**
 * Further stops after `first` until `last` is reached, each one view down (less the header and
 * the overlap), so nothing between them is skipped.
 */
function through(first: number, last: number, view: number, step: number): Stop[] {
  const stops: Stop[] = [{ top: first, step }];
  const advance = Math.max(view - STOP_OVERLAP, 1);
  for (let top = first; top < last - STOP_TOLERANCE;) {
    top = Math.min(top + advance, last);
    stops.push({ top, step });
  }
  return stops;
}

/**
 * Where wheel steps stop on the desktop home (docs/product.md §9 "Desktop home"): at the top of each
 * section (or a little lower, within its top padding, when that brings its bottom into view), then,
 * for a section taller than the screen (a short laptop screen, the visit form), one view further at
 * a time until its bottom is in view, so every control of every section can be
 * reached; the last step is what follows the sections (the footer), whose top is placed just below
 * the fixed header, never under it, and then down to the end of the page. Positions are clamped to
 * what the page can scroll to, in order, without duplicates.
 */
export function sectionStops({ sections, end, viewportHeight, headerHeight, maxScroll }: StepLayout): Stop[] {
  const clamp = (top: number) => Math.min(Math.max(top, 0), maxScroll);
  // Below the header is what a stop shows, except at a section's top, whose padding clears it.
  const view = Math.max(viewportHeight - headerHeight, 1);
  const raw: Stop[] = [];
  sections.forEach(({ top, height, slack = 0 }, step) => {
    const first = clamp(top);
    const last = clamp(top + height - viewportHeight);
    // A bottom just out of view: one stop a little lower, rather than a second step of a few pixels.
    if (last - first <= slack) raw.push({ top: Math.max(first, last), step });
    else raw.push(...through(first, last, view, step));
  });
  raw.push(...through(clamp(end - headerHeight), maxScroll, view, sections.length));

  const stops: Stop[] = [];
  for (const stop of raw) {
    const previous = stops[stops.length - 1];
    if (previous && stop.top <= previous.top + STOP_TOLERANCE) continue;
    stops.push(stop);
  }
  return stops;
}

/** The stop the viewport shows now: the one nearest the scroll position. */
export function nearestStop(stops: readonly Stop[], y: number): Stop | undefined {
  let best: Stop | undefined;
  for (const stop of stops) {
    if (!best || Math.abs(stop.top - y) < Math.abs(best.top - y)) best = stop;
  }
  return best;
}

/** The stop one wheel step from `y` in `direction`, if there is one. */
export function adjacentStop(stops: readonly Stop[], y: number, direction: 1 | -1): Stop | undefined {
  if (direction > 0) return stops.find((stop) => stop.top > y + STOP_TOLERANCE);
  let found: Stop | undefined;
  for (const stop of stops) if (stop.top < y - STOP_TOLERANCE) found = stop;
  return found;
}
