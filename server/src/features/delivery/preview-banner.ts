import { koreanWallClock } from '@gagyeong/contracts/korea-time';
import { PREVIEW_END_PATH, PREVIEW_TEXT, type Preview } from '@gagyeong/contracts/delivery';
import { describeDeployment } from '@gagyeong/contracts/live-map';
import { escapeHtml } from '@gagyeong/ui/escape-html';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The banner every page of a previewing browser shows (docs/decisions/0062-preview-in-one-browser.md):
 * the previewed remote and version, when it ends, and a button that ends it now, a classic form so
 * it works before (or without) JavaScript. It stands before the app's root, outside what React
 * hydrates; its style is the shell's (`.gg-preview` in shell/src/app/global.css).
 */
export function previewBanner(preview: Preview, returnTo: string): string {
  const { hour, minute } = koreanWallClock(preview.expiresAt);
  const text = PREVIEW_TEXT.banner(preview.remote, describeDeployment(preview), `${pad(hour)}:${pad(minute)}`);
  const action = `${PREVIEW_END_PATH}?to=${encodeURIComponent(returnTo)}`;
  return (
    `<aside class="gg-preview" aria-label="${PREVIEW_TEXT.label}">` +
    `<p>${escapeHtml(text)}</p>` +
    `<form method="post" action="${escapeHtml(action)}"><button type="submit">${PREVIEW_TEXT.end}</button></form>` +
    `</aside>`
  );
}

/** A path of this site to go back to (`/…`, never `//host` or a scheme), else the home page. */
export function samePath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !/[\s\\]/.test(value)
    ? value
    : '/';
}
