import { createHash } from 'node:crypto';
import { SITE } from '@gagyeong/contracts';
import { escapeHtml } from '@gagyeong/ui/escape-html';

/**
 * The Korean page a classic form post (no JavaScript) gets back: the outcome, the reasons when the
 * input was refused, a link back to the form and the phone line. Self-contained (one inline style
 * allowed by its hash), so it needs no script and no bundle.
 */
const STYLE = `
body{margin:0;font-family:'Pretendard Variable',Pretendard,-apple-system,'Apple SD Gothic Neo','Noto Sans KR','Malgun Gothic',sans-serif;background:#f7f4ec;color:#1c2421;line-height:1.6}
main{max-width:560px;margin:12vh auto;padding:40px 28px;background:#fff;border-radius:12px;box-shadow:0 10px 30px rgba(22,48,43,.12)}
.brand{margin:0 0 24px;color:#16302b;font-weight:700;letter-spacing:.02em}
h1{margin:0 0 12px;font-size:1.5rem}
ul{padding-left:1.2em;color:#b3261e}
a{color:#16302b;font-weight:600}
.back{display:inline-block;margin-top:20px;padding:12px 20px;border-radius:8px;background:#16302b;color:#fff;text-decoration:none}
.back:focus-visible{outline:3px solid #b8914a;outline-offset:2px}
`.trim();

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Replaces the site-wide CSP on this page: nothing loads; only the style above applies. */
export const RESULT_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${STYLE_HASH}`,
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

export interface ResultPage {
  readonly title: string;
  /** Lines under the title. */
  readonly lines?: readonly string[];
  /** Reasons the input was refused, shown as a list. */
  readonly problems?: readonly string[];
  readonly backHref: string;
}

export function renderResultPage(page: ResultPage): string {
  const lines = (page.lines ?? []).map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const problems =
    page.problems && page.problems.length > 0
      ? `<ul>\n${page.problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('\n')}\n</ul>`
      : '';
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(SITE.name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(SITE.name)}</p>
<h1>${escapeHtml(page.title)}</h1>
${lines}
${problems}
<p><a class="back" href="${escapeHtml(page.backHref)}">이전 페이지로 돌아가기</a></p>
<p>상담 문의: <a href="${escapeHtml(SITE.phoneHref)}">${escapeHtml(SITE.phone)}</a> (24시간 상담)</p>
</main>
</body>
</html>
`;
}
