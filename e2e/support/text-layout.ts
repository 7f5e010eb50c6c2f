import type { Page } from '@playwright/test';

/**
 * What a page's text layout must never do (checked on every marketing page at both widths):
 * break a number across lines (010-1234-5678 after its hyphen), or run two words together where a
 * layout hides a line break (`br { display: none }` between two words with no space).
 */
export function textLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const number = /\+?\d+(?:[,.:~/-]\d+)+/g;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, svg') || !parent.checkVisibility()) continue;
      const text = node.textContent ?? '';
      for (const match of text.matchAll(number)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
        if (lines.size > 1) problems.push(`number broken across lines: ${match[0]} in "${text.trim().slice(0, 60)}"`);
      }
    }
    for (const br of document.querySelectorAll('br')) {
      if (getComputedStyle(br).display !== 'none') continue;
      const before = br.previousSibling?.textContent ?? '';
      const after = br.nextSibling?.textContent ?? '';
      if (/\S$/.test(before) && /^\S/.test(after)) {
        problems.push(`words run together at a hidden break: "${before.slice(-12)}|${after.slice(0, 12)}"`);
      }
    }
    return problems;
  });
}
