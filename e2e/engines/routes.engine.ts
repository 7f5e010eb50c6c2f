import { writeFileSync } from 'node:fs';
import { DESKTOP, expect, routePages, test, WIDTHS } from './fixtures';
import { auditTextLayout, type TextLayoutFinding } from './text-layout-audit';

/**
 * Every route of the route table, loaded as a visitor arriving there, at desktop and phone width in
 * each engine (docs/testing.md, "Three engines"): the page shows its remote's heading with no
 * failed region and no console error, and the text layout audit finds no text drawn past its box
 * or over other text. One browser session per engine walks every route at both widths.
 */
for (const { name, viewport } of WIDTHS) {
  test(`every route at ${viewport.width}px (${name}) loads without a console error and draws no text over text`, async ({
    session,
    seededPress,
  }, testInfo) => {
    const pages = routePages(seededPress.articlePath);
    test.setTimeout(60_000 + pages.length * 15_000);
    await session.setViewport(viewport);
    await session.takeErrors();
    const tally = { pages: 0, consoleErrors: 0, findings: 0, texts: 0 };
    const details: { path: string; errors: string[]; findings: readonly TextLayoutFinding[] }[] = [];
    for (const { path, landsAt } of pages) {
      const label = decodeURIComponent(path);
      await session.goto(path, landsAt);
      const shown = await session.evaluate(() => ({
        heading: [...document.querySelectorAll('main h1, main h2')].some((heading) =>
          heading.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        ),
        failedRegions: document.querySelectorAll('[data-remote-error]').length,
      }));
      expect.soft(shown, `${label}: its heading shows and no region failed`).toEqual({
        heading: true,
        failedRegions: 0,
      });
      const audit = await session.evaluate(auditTextLayout);
      const errors = await session.takeErrors();
      expect.soft(errors, `${label}: console errors`).toEqual([]);
      expect.soft(audit.findings, `${label}: text drawn past its box or over other text`).toEqual([]);
      tally.pages += 1;
      tally.consoleErrors += errors.length;
      tally.findings += audit.findings.length;
      tally.texts += audit.texts;
      details.push({ path: label, errors, findings: audit.findings });
    }
    // The figures docs/testing.md asks each run to show: pages, console errors, overlap findings.
    const line = `${session.engine} ${viewport.width}px: ${tally.pages} pages (${tally.texts} texts), ${tally.consoleErrors} console errors, ${tally.findings} text layout findings`;
    console.info(line);
    testInfo.annotations.push({ type: 'engine figures', description: line });
    const file = testInfo.outputPath(`${session.engine}-${viewport.width}.json`);
    writeFileSync(file, JSON.stringify({ engine: session.engine, viewport, ...tally, details }, null, 2));
    await testInfo.attach(`${session.engine}-${viewport.width}.json`, { path: file, contentType: 'application/json' });
    await session.setViewport(DESKTOP);
  });
}

/**
 * Puts text drawn over other text into the page, and a run laid out narrower than its glyphs
 * (`::first-line` draws the first line smaller than the probe measures the text), through a
 * constructed style sheet (the CSP refuses an injected <style>).
 */
function addFaultyText(): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '#gg-audit-check{position:relative;width:600px;height:120px;font-size:20px}' +
      '#gg-audit-check span{position:absolute;left:0;top:0;white-space:nowrap}' +
      '#gg-audit-check p{position:absolute;left:0;top:60px;margin:0;white-space:nowrap}' +
      '#gg-audit-check p::first-line{font-size:8px}',
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const check = document.createElement('div');
  check.id = 'gg-audit-check';
  for (const [tag, text] of [
    ['span', '겹쳐 그린 글자 하나'],
    ['span', '겹쳐 그린 글자 둘'],
    ['p', '상자보다 넓게 그린 글자'],
  ] as const) {
    const element = document.createElement(tag);
    element.textContent = text;
    check.append(element);
  }
  document.querySelector('main')?.prepend(check);
}

test('the text layout audit finds text drawn over text and a run narrower than its glyphs', async ({ session }) => {
  await session.setViewport(DESKTOP);
  await session.goto('/Brand/intro');
  await session.evaluate(addFaultyText);
  const audit = await session.evaluate(auditTextLayout);
  expect(audit.findings).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ kind: 'overlap', text: '겹쳐 그린 글자 하나', other: '겹쳐 그린 글자 둘' }),
      expect.objectContaining({ kind: 'narrow-run', text: '상자보다 넓게 그린 글자' }),
    ]),
  );
  expect(await session.takeErrors()).toEqual([]);
});
