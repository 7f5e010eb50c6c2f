/**
 * The text layout audit: no text run is drawn wider than the box its engine laid it out in, and no
 * text is drawn over other text (docs/testing.md). It runs inside the page, in every engine, as
 * one self-contained function: a driver sends its source to the page, so it uses nothing from
 * outside its body.
 *
 * How it reads the page:
 * - At each scroll position it reads every text node's line boxes (`Range.getClientRects()`)
 *   that the engine has laid out and shows. It starts at the top and then scrolls, one position at
 *   a time, to the first section the engine has not laid out yet (`content-visibility: auto`
 *   lays a section out only near the viewport, and that layout is what a visitor sees) or to
 *   text laid out but not shown yet (an entrance effect). It never reads a box inside a section
 *   still skipped: that would make the engine lay it out then, not as it does on scrolling.
 * - What a text's glyphs need is the width of the same text, unwrapped, in a probe element
 *   appended to the same parent: it inherits every font property, so the engine's own shaping
 *   gives the answer. Probes are added only after every box of the position was read.
 * - A run is narrow when its glyphs need more than its line boxes hold (a line break may drop a
 *   space or so per line). Text is drawn over other text when two nodes' drawn boxes (line boxes
 *   widened to what the glyphs need, cut to what overflow clipping leaves) cross by more than a
 *   sliver in one position's reading (a section laid out later moves what is below it) and in
 *   one layer (fixed and sticky bars cover the page by design: compared among themselves).
 */
export interface TextLayoutFinding {
  readonly kind: 'narrow-run' | 'overlap';
  /** The text (its start) and, for an overlap, the other text. */
  readonly text: string;
  readonly other?: string;
  /** Figures: laid-out and needed widths, or the crossing box, in CSS px. */
  readonly detail: string;
}

export interface TextLayoutReport {
  /** Text nodes read (laid out and shown at some scroll position). */
  readonly texts: number;
  /** Text nodes never laid out and shown (hidden content: a closed menu, the other layout's copy). */
  readonly unseen: number;
  /** Scroll positions read. */
  readonly positions: number;
  readonly findings: readonly TextLayoutFinding[];
}

export async function auditTextLayout(): Promise<TextLayoutReport> {
  /** Crossings thinner than this (px) are anti-aliasing and rounding, not text over text. */
  const SLIVER = 2;
  /** Lines cross when they share this much of the shorter one's height (not just descenders). */
  const SHARED_HEIGHT = 0.4;
  /** What a line break may drop from a run, per break, in em (a collapsed space, a hyphen). */
  const BREAK_EM = 0.6;
  /** Rounds of "render, end the animations it started" at one scroll position. */
  const SETTLE_ROUNDS = 4;
  /** A bound on scroll positions, for a page that keeps growing. */
  const MAX_POSITIONS = 60;
  const SKIP = 'script, style, noscript, template, textarea, select, option, svg';

  interface Box {
    x: number;
    y: number;
    w: number;
    h: number;
  }
  /** A text node as one position reads it. */
  interface Reading {
    node: Text;
    lines: Box[];
    clip: Box | null;
    layer: Element | null;
  }

  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  /** Finite animations still running: entrance effects a scroll step started. */
  const running = () =>
    document.getAnimations().filter((animation) => {
      if (animation.playState !== 'running') return false;
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
  /**
   * Lets a scroll position render, then jumps the entrance animations it started to their end:
   * the audit reads the page at rest without waiting each effect out. They animate paint
   * (opacity, transform), not the layout being read.
   */
  const settle = async () => {
    for (let round = 0; round < SETTLE_ROUNDS; round += 1) {
      await document.fonts.ready;
      await frame();
      await frame();
      const effects = running();
      if (effects.length === 0) return;
      effects.forEach((animation) => animation.finish());
    }
  };
  const short = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 40 ? `${flat.slice(0, 40)}…` : flat;
  };
  const intersect = (a: Box, b: Box): Box | null => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const right = Math.min(a.x + a.w, b.x + b.w);
    const bottom = Math.min(a.y + a.h, b.y + b.h);
    return right > x && bottom > y ? { x, y, w: right - x, h: bottom - y } : null;
  };
  const inDocument = (rect: DOMRect): Box => ({
    x: rect.left + window.scrollX,
    y: rect.top + window.scrollY,
    w: rect.width,
    h: rect.height,
  });

  let styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let known = styles.get(element);
    if (!known) {
      known = getComputedStyle(element);
      styles.set(element, known);
    }
    return known;
  };
  /** The nearest fixed or sticky ancestor: text inside it is compared only with its own. */
  const layerOf = (element: Element): Element | null => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const position = style(at).position;
      if (position === 'fixed' || position === 'sticky') return at;
    }
    return null;
  };
  /** What the element and its ancestors that clip their overflow leave visible, in document coordinates. */
  const clipOf = (element: Element): Box | null => {
    let clip: Box | null = null;
    for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
      const css = style(at);
      if (css.overflowX !== 'visible' || css.overflowY !== 'visible') {
        const box = inDocument(at.getBoundingClientRect());
        clip = clip ? intersect(clip, box) : box;
        if (!clip) return { x: 0, y: 0, w: 0, h: 0 };
      }
      if (css.position === 'fixed') break;
    }
    return clip;
  };

  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (text.data.trim() && text.parentElement && !text.parentElement.closest(SKIP)) texts.push(text);
  }

  /** Width each text's glyphs need, and its font size, once read. */
  const needs = new Map<Text, { width: number; fontSize: number }>();
  const findings: TextLayoutFinding[] = [];
  const reported = new Set<string>();
  const report = (finding: TextLayoutFinding) => {
    const key = `${finding.kind}\n${finding.text}\n${finding.other ?? ''}`;
    if (reported.has(key)) return;
    reported.add(key);
    findings.push(finding);
  };

  /** Every text laid out and shown now, its boxes read before any probe is added. */
  const read = (): Reading[] => {
    const readings: Reading[] = [];
    for (const node of texts) {
      const element = node.parentElement;
      if (!element || !node.isConnected) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0).map(inDocument);
      if (lines.length === 0 || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      readings.push({ node, lines, clip: clipOf(element), layer: layerOf(element) });
    }
    return readings;
  };

  /** Probes the texts read for the first time, all at once. */
  const measure = (readings: readonly Reading[]) => {
    const fresh = readings.filter(({ node }) => !needs.has(node));
    const probes = fresh.map(({ node }) => {
      const probe = document.createElement('gg-text-probe');
      // Through the CSSOM: the page's CSP refuses a style attribute set as markup.
      probe.style.cssText =
        'position:absolute;left:0;top:0;display:block;width:max-content;margin:0;padding:0;border:0;' +
        'white-space:nowrap;visibility:hidden;pointer-events:none';
      probe.textContent = node.data;
      node.parentElement?.appendChild(probe);
      return probe;
    });
    fresh.forEach(({ node }, i) => {
      const probe = probes[i] as HTMLElement;
      needs.set(node, {
        width: probe.getBoundingClientRect().width,
        fontSize: parseFloat(getComputedStyle(probe).fontSize) || 16,
      });
    });
    probes.forEach((probe) => probe.remove());
  };

  /** The boxes a reading's glyphs are drawn in; reports a narrow run. */
  const drawnBoxes = ({ node, lines, clip }: Reading): Box[] => {
    const need = needs.get(node) ?? { width: 0, fontSize: 16 };
    const laidOut = lines.reduce((sum, line) => sum + line.w, 0);
    const narrow = need.width - laidOut > SLIVER + (lines.length - 1) * BREAK_EM * need.fontSize;
    if (narrow) {
      report({
        kind: 'narrow-run',
        text: short(node.data),
        detail: `laid out ${Math.round(laidOut)} px wide in ${lines.length} line(s), its glyphs need ${Math.round(need.width)} px`,
      });
    }
    const widen = narrow && laidOut > 0 ? need.width / laidOut : 1;
    return lines
      .map((line) => ({ ...line, w: line.w * widen }))
      .map((line) => (clip ? intersect(line, clip) : line))
      .filter((line): line is Box => line !== null && line.w > SLIVER && line.h > SLIVER);
  };

  /** Text drawn over other text of the same layer, in one position's reading. */
  const crossings = (readings: readonly Reading[]) => {
    const drawn = readings.map(drawnBoxes);
    for (let a = 0; a < readings.length; a += 1) {
      for (let b = a + 1; b < readings.length; b += 1) {
        const first = readings[a] as Reading;
        const second = readings[b] as Reading;
        if (first.layer !== second.layer) continue;
        let crossing: Box | null = null;
        for (const one of drawn[a] ?? []) {
          for (const two of drawn[b] ?? []) {
            const shared = intersect(one, two);
            if (shared && shared.w > SLIVER && shared.h > SHARED_HEIGHT * Math.min(one.h, two.h)) crossing = shared;
          }
        }
        if (crossing) {
          report({
            kind: 'overlap',
            text: short(first.node.data),
            other: short(second.node.data),
            detail: `cross over ${Math.round(crossing.w)}×${Math.round(crossing.h)} px at (${Math.round(crossing.x)}, ${Math.round(crossing.y)})`,
          });
        }
      }
    }
  };

  const visited = new Set<Element>();
  /**
   * The next position: the top of the first section still skipped (`content-visibility: auto`),
   * or of an element laid out but not shown, that no position has shown yet. Null when none is
   * left: what was never read is hidden (a closed menu, the other layout's copy).
   */
  const nextPosition = (): number | null => {
    const view = { top: window.scrollY, bottom: window.scrollY + window.innerHeight };
    let next: { element: Element; top: number } | null = null;
    const consider = (element: Element) => {
      if (visited.has(element)) return;
      const top = element.getBoundingClientRect().top + window.scrollY;
      if (top >= view.top && top < view.bottom) visited.add(element);
      else if (!next || top < next.top) next = { element, top };
    };
    for (const node of texts) {
      const element = node.parentElement;
      if (!element || needs.has(node)) continue;
      // Only the skipping section's own box is read (its outermost one): reading a box inside it
      // would make the engine lay it out then and there.
      let skipping: Element | null = null;
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (style(at).contentVisibility === 'auto') skipping = at;
      }
      if (skipping) consider(skipping);
      else if (element.getClientRects().length > 0) consider(element);
    }
    if (!next) return null;
    const chosen: { element: Element; top: number } = next;
    visited.add(chosen.element);
    return Math.max(0, chosen.top);
  };

  const start = window.scrollY;
  let positions = 0;
  for (let top: number | null = 0; top !== null && positions < MAX_POSITIONS; top = nextPosition()) {
    window.scrollTo({ top, left: 0, behavior: 'instant' });
    await settle();
    positions += 1;
    styles = new Map();
    const readings = read();
    measure(readings);
    crossings(readings);
  }
  window.scrollTo({ top: start, left: 0, behavior: 'instant' });
  return { texts: needs.size, unseen: texts.length - needs.size, positions, findings };
}
