import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The Nu Html Checker (vnu-jar, one Java run for all pages) on pages the server sent: its errors,
 * each as `<name>: <message> <extract>`; empty when every page is valid.
 */
export function nuHtmlErrors(pages: readonly { readonly name: string; readonly html: string }[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'gagyeong-vnu-'));
  try {
    const files = pages.map(({ html }, index) => {
      const file = join(dir, `page-${index}.html`);
      writeFileSync(file, html);
      return file;
    });
    const jar = join(__dirname, '..', '..', 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
    let report = '';
    try {
      // The checker's CSS validator predates `paint-order` (CSS Fill and Stroke, in every browser): its
      // one rule, now in a page's inline critical CSS, is not an error of the page.
      const filter = '.*Property “paint-order” doesn.t exist.*';
      execFileSync('java', ['-jar', jar, '--errors-only', '--filterpattern', filter, '--format', 'json', ...files], {
        stdio: 'pipe',
      });
    } catch (error) {
      report = String((error as { stderr?: Buffer }).stderr ?? error);
    }
    const messages = report
      ? (JSON.parse(report) as { messages: { url: string; message: string; extract?: string }[] }).messages
      : [];
    return messages.map(
      (m) => `${pages[Number(/page-(\d+)/.exec(m.url)?.[1])]?.name ?? m.url}: ${m.message} ${m.extract ?? ''}`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
