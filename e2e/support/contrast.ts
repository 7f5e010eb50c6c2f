import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';

/**
 * Text contrast measured from pixels, the way a visitor sees it: axe and Lighthouse compute
 * contrast from CSS colours and give up on text over images and gradients. For every visible text
 * node in the viewport we take its colour from CSS (alpha and ancestors' opacity included) and its
 * background from a screenshot of the same viewport with all text made transparent; the node's
 * ratio is the worst one over every background pixel under its line boxes (WCAG 2.2, 1.4.3).
 */

/** WCAG 1.4.3: 4.5:1, or 3:1 for large text (24 px, or 18.66 px bold). */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700) ? 3 : 4.5;
}

type Rgb = readonly [number, number, number];

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One text node as the page reports it (see `collectText`). */
interface TextSample {
  readonly text: string;
  /** Where it is, for the report: the nearest element's tag and class names. */
  readonly where: string;
  /** Its line boxes, clipped to the viewport and its scrolling/clipping ancestors. */
  readonly boxes: readonly Box[];
  /** The text colour with alpha × the ancestors' opacity. */
  readonly rgba: readonly [number, number, number, number];
  readonly fontSize: number;
  readonly fontWeight: number;
}

export interface TextContrast {
  readonly text: string;
  readonly where: string;
  readonly ratio: number;
  readonly required: number;
}

/**
 * Visible text nodes in the viewport, SVG text (a drawn map's labels) included. Left out: text
 * hidden from everyone (display, visibility, zero opacity or a transparent colour, clipped to
 * nothing: the visually-hidden pattern), decorative text and logotypes marked aria-hidden (WCAG
 * 1.4.3's exceptions) and text under a fixed or sticky layer that is not its own.
 */
function collectText(): TextSample[] {
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const layers = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
    const position = getComputedStyle(element).position;
    return (position === 'fixed' || position === 'sticky') && element.checkVisibility();
  });
  const layerBoxes = layers.map((layer) => ({ layer, box: layer.getBoundingClientRect() }));
  const intersects = (a: DOMRect | Box, b: DOMRect) =>
    a.x < b.right && a.x + a.width > b.left && a.y < b.bottom && a.y + a.height > b.top;

  /** rgb()/rgba(), or color(srgb …) with 0–1 channels (what color-mix() computes to); undefined otherwise. */
  const parse = (color: string): [number, number, number, number] | undefined => {
    const numbers = color.match(/[\d.]+/g)?.map(Number) ?? [];
    const scale = color.startsWith('color(srgb') ? 255 : color.startsWith('rgb') ? 1 : 0;
    if (scale === 0 || numbers.length < 3) return undefined;
    return [(numbers[0] ?? 0) * scale, (numbers[1] ?? 0) * scale, (numbers[2] ?? 0) * scale, numbers[3] ?? 1];
  };

  const samples: TextSample[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const element = node.parentElement;
    if (!text || !element) continue;
    if (element.closest('script, style, noscript, template, [aria-hidden="true"], [hidden]')) continue;
    const inSvg = element instanceof SVGElement;
    if (inSvg && !element.closest('text')) continue;
    if (element.closest('button:disabled, input:disabled, select:disabled, textarea:disabled, fieldset:disabled'))
      continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;

    let opacity = 1;
    let clip: Box = { x: 0, y: 0, width: viewport.width, height: viewport.height };
    for (let ancestor: Element | null = element; ancestor; ancestor = ancestor.parentElement) {
      const style = getComputedStyle(ancestor);
      opacity *= Number(style.opacity);
      // An element's overflow clips its own text too (the visually-hidden pattern: 1 px, overflow hidden).
      if (!(ancestor instanceof SVGElement) && (style.overflowX !== 'visible' || style.overflowY !== 'visible')) {
        const box = ancestor.getBoundingClientRect();
        const x = Math.max(clip.x, box.left);
        const y = Math.max(clip.y, box.top);
        clip = {
          x,
          y,
          width: Math.min(clip.x + clip.width, box.right) - x,
          height: Math.min(clip.y + clip.height, box.bottom) - y,
        };
      }
    }

    const range = document.createRange();
    range.selectNodeContents(node);
    const boxes: Box[] = [];
    for (const rect of inSvg ? [element.getBoundingClientRect()] : range.getClientRects()) {
      const x = Math.max(Math.floor(rect.left), Math.ceil(clip.x));
      const y = Math.max(Math.floor(rect.top), Math.ceil(clip.y));
      const width = Math.min(Math.ceil(rect.right), Math.floor(clip.x + clip.width)) - x;
      const height = Math.min(Math.ceil(rect.bottom), Math.floor(clip.y + clip.height)) - y;
      // Smaller than a glyph: clipped away (visually hidden), nothing a visitor reads.
      if (width < 4 || height < 4) continue;
      const box = { x, y, width, height };
      const covered = layerBoxes.some(
        ({ layer, box: layerBox }) => !layer.contains(element) && intersects(box, layerBox),
      );
      if (!covered) boxes.push(box);
    }
    if (boxes.length === 0) continue;

    const style = getComputedStyle(element);
    // SVG text is painted with its fill.
    const paint = parse(inSvg ? style.fill : style.color);
    if (!paint) throw new Error(`cannot read the colour of "${text}" (${inSvg ? style.fill : style.color})`);
    const [r, g, b, a] = paint;
    const alpha = a * (inSvg ? Number(style.fillOpacity) : 1) * opacity;
    if (alpha <= 0.01) continue;
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean).slice(0, 2).join('.');
    samples.push({
      text: text.slice(0, 40),
      where: `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`,
      boxes,
      rgba: [r, g, b, alpha],
      fontSize: parseFloat(style.fontSize),
      fontWeight: Number(style.fontWeight),
    });
  }
  return samples;
}

/**
 * Makes every glyph transparent (and drops text shadows), so a screenshot shows what lies behind
 * the text. A constructed style sheet: the site's CSP refuses an injected <style>.
 */
async function screenshotWithoutText(page: Page): Promise<PNG> {
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '*, *::before, *::after, *::placeholder, *::marker { color: transparent !important; ' +
        '-webkit-text-fill-color: transparent !important; text-shadow: none !important; ' +
        'text-decoration-color: transparent !important; caret-color: transparent !important; } ' +
        'svg text, svg tspan { fill: transparent !important; stroke: transparent !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  try {
    return PNG.sync.read(await page.screenshot({ animations: 'disabled', caret: 'hide' }));
  } finally {
    await page.evaluate(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
    });
  }
}

/** The contrast of every text node in the viewport as it is now. */
export async function measureViewport(page: Page): Promise<TextContrast[]> {
  const samples = await page.evaluate(collectText);
  const shot = await screenshotWithoutText(page);
  return samples.map((sample) => {
    const [r, g, b, a] = sample.rgba;
    let worst = Number.POSITIVE_INFINITY;
    for (const box of sample.boxes) {
      for (let y = box.y; y < Math.min(box.y + box.height, shot.height); y += 1) {
        for (let x = box.x; x < Math.min(box.x + box.width, shot.width); x += 1) {
          const i = (y * shot.width + x) * 4;
          const background: Rgb = [shot.data[i] ?? 0, shot.data[i + 1] ?? 0, shot.data[i + 2] ?? 0];
          const text: Rgb = [
            a * r + (1 - a) * background[0],
            a * g + (1 - a) * background[1],
            a * b + (1 - a) * background[2],
          ];
          worst = Math.min(worst, contrastRatio(text, background));
        }
      }
    }
    return {
      text: sample.text,
      where: sample.where,
      ratio: Math.round(worst * 100) / 100,
      required: requiredRatio(sample.fontSize, sample.fontWeight),
    };
  });
}

/**
 * Waits until the page is still: images loaded (lazy ones included: the check scrolls past
 * them), fonts ready, no finite animation or transition running.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await document.fonts.ready;
  });
  // What is measured is the viewport of the finished page: every stylesheet in, its images loaded
  // and its animations finished. An animation
  // off screen may never finish (content-visibility skips rendering below the fold, and its
  // animations do not advance there), so only those on screen are waited for, within a bound.
  await page.waitForFunction(
    () => {
      const onScreen = (element: Element | null | undefined) => {
        if (!element) return false;
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth;
      };
      // The stylesheets the first paint deferred have all arrived (the page as it ends up).
      const styled = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      );
      return (
        styled &&
        [...document.images].filter(onScreen).every((image) => image.complete) &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity ||
              !onScreen((animation.effect as KeyframeEffect | null)?.target),
          )
      );
    },
    undefined,
    { polling: 50, timeout: 20_000 },
  );
}

/**
 * Every text node of a page, viewport by viewport from the top; a node shown in several views
 * keeps its worst ratio. `step` moves to the next view and says whether there was one (the desktop
 * home page steps section by section; other pages scroll).
 */
export async function measurePage(page: Page, step: (page: Page) => Promise<boolean>): Promise<TextContrast[]> {
  const seen = new Map<string, TextContrast>();
  for (let views = 0; views < 40; views += 1) {
    await settle(page);
    for (const result of await measureViewport(page)) {
      const key = `${result.where}\n${result.text}`;
      const before = seen.get(key);
      if (!before || result.ratio < before.ratio) seen.set(key, result);
    }
    if (!(await step(page))) break;
  }
  return [...seen.values()];
}

/** Scrolls down by a viewport less the fixed header; false at the bottom. */
export async function scrollOneView(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const header = document.querySelector('header')?.getBoundingClientRect().height ?? 0;
    const before = window.scrollY;
    window.scrollTo({
      top: before + window.innerHeight - Math.min(header, window.innerHeight / 3),
      behavior: 'instant',
    });
    // The scroll event comes with the next frame, and what it changes (the home page's header turns
    // solid and hides the banner) starts its transitions in that frame's style pass: two frames on,
    // they are running, so `settle` waits for them instead of measuring before they start.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.scrollY > before;
  });
}
