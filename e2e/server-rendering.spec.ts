import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { isRedirect, ROUTES, SITE } from '@gagyeong/contracts';
import { createArticle, expect, ORIGINS, PHONE, test, waitForRegions } from './fixtures';
import { phoneButton } from './support/lead-forms';
import { nuHtmlErrors } from './support/nu-html-checker';

/**
 * Every route arrives as server-rendered HTML (composed through Module Federation on the server),
 * then hydrates. Raw-HTML checks use the HTTP client (no JavaScript at all); browser checks use
 * Chromium with and without JavaScript.
 */
const SLUG = encodeURIComponent(SITE.slug);
const site = ORIGINS.site;
let articlePath = '';

/** Every page of the route table (params filled in), plus a real press article. */
function pagePaths(): string[] {
  const paths = ROUTES.filter((route) => !isRedirect(route))
    .filter((route) => !route.path.includes(':id'))
    .map((route) => route.path.replace(':site', SLUG));
  // A numbered page of the press list (`?page=N`) is a page of its own.
  return [...paths, `/${SLUG}/press?page=2`, articlePath];
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  articlePath = await createArticle(request, {
    title: '서버 렌더링 기사 제목',
    summary: '가경 파크시티 견본주택 개관과 방문 예약 일정을 알려 드립니다.',
    content: '첫 문단입니다.\n둘째 문단입니다.',
  });
  await request.dispose();
});

/** One attribute of the first tag matching `selector`-like pattern in raw HTML. */
function tagAttribute(html: string, tag: RegExp, attribute: string): string | undefined {
  const element = tag.exec(html)?.[0];
  if (!element) return undefined;
  return new RegExp(`${attribute}="([^"]*)"`).exec(element)?.[1];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of one CSP directive, in order. */
function hashesIn(csp: string, directive: string): string[] {
  const entry = csp.split(';').find((part) => part.trim().startsWith(`${directive} `)) ?? '';
  return entry.split(/\s+/).filter((source) => source.startsWith("'sha256-"));
}

const metaContent = (html: string, key: string) =>
  tagAttribute(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}"[^>]*>`), 'content');

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function mainText(html: string): string {
  const start = html.indexOf('<main');
  const end = html.indexOf('</main>');
  return decodeEntities(
    html
      .slice(start, end)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

test.describe('raw HTML of every route', () => {
  test('each page has its own title, description, canonical, social tags and real content', async ({ request }) => {
    const titles = new Set<string>();
    for (const path of pagePaths()) {
      const response = await request.get(`${site}${path}`);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const head = html.slice(0, html.indexOf('</head>'));
      const titleTags = head.match(/<title>([^<]*)<\/title>/g) ?? [];
      expect(titleTags, path).toHaveLength(1);
      const title = decodeEntities(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '');
      expect(title, path).toContain(SITE.name);
      titles.add(title);

      const noindex = metaContent(head, 'robots')?.includes('noindex') ?? false;
      // Pages kept out of search (admin) need a description, not a pitch.
      expect(metaContent(head, 'description')?.length ?? 0, path).toBeGreaterThan(noindex ? 0 : 10);
      if (!noindex) expect(tagAttribute(head, /<link rel="canonical"[^>]*>/, 'href'), path).toBe(`${site}${path}`);
      expect(metaContent(head, 'og:url'), path).toBe(`${site}${path}`);
      expect(decodeEntities(metaContent(head, 'og:title') ?? ''), path).toBe(title);
      expect(metaContent(head, 'og:image'), path).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.(jpg|png|webp)$/);
      expect(metaContent(head, 'og:image:width'), path).toBe('1200');
      expect(metaContent(head, 'og:image:height'), path).toBe('630');
      expect(metaContent(head, 'twitter:card'), path).toBe('summary_large_image');
      // The page paints from this response: its critical CSS inline, no stylesheet blocking
      // rendering (docs/decisions/0056-critical-css-and-first-paint.md); the rendered remotes' and
      // the shell's whole stylesheets come after the first paint, or from <noscript> without JavaScript.
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
      expect(styles, path).toHaveLength(1);
      expect(styles[0]?.length ?? 0, path).toBeGreaterThan(2000);
      expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, ''), path).not.toContain('rel="stylesheet"');
      const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(head)?.[1] ?? '';
      expect(noscript, path).toMatch(
        /<link rel="stylesheet" href="\/remotes\/mf-[a-z]+\/[^"]+\.css" data-href="[^"]+\.css">/,
      );
      expect(noscript, path).toMatch(/<link rel="stylesheet" href="\/[\w.-]+\.css" data-href="[\w.-]+\.css">/);
      // The CSP allows exactly what the page inlines, by hash; nothing 'unsafe-inline'.
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp, path).not.toContain('unsafe-inline');
      expect(hashesIn(csp, 'style-src'), path).toEqual(styles.map(sha256));
      const attributes = [...new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? '')))];
      expect(hashesIn(csp, 'style-src-attr'), path).toEqual(attributes.map(sha256));
      // Inline code: every <script> without a source or a data type (the after-paint script has an id).
      const scripts = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (m) => m[1] ?? '',
      );
      expect(scripts, path).toHaveLength(1);
      expect(hashesIn(csp, 'script-src'), path).toEqual(scripts.map(sha256));

      // The page's real Korean content is in the HTML: its name (from the title) and some text.
      const text = mainText(html);
      const name = title.split(' | ')[0]?.split(' ')[0] ?? '';
      if (!noindex) expect(text, path).toContain(name === SITE.name ? '관심고객' : name);
      expect((text.match(/[가-힣]/g) ?? []).length, path).toBeGreaterThan(noindex ? 5 : 40);
    }
    // Shared links no longer all look like the home page.
    expect(titles.size).toBe(pagePaths().length);
  });

  test('the press list and article carry their data, so the browser does not fetch it again', async ({ request }) => {
    const list = await (await request.get(`${site}/${SLUG}/press`)).text();
    expect(mainText(list)).toContain('서버 렌더링 기사 제목');
    const article = await (await request.get(`${site}${articlePath}`)).text();
    expect(mainText(article)).toContain('둘째 문단입니다.');
    expect(metaContent(article, 'og:type')).toBe('article');
  });

  test('every indexable page carries the site’s structured data; sub pages a breadcrumb, the article its NewsArticle', async ({
    request,
  }) => {
    type Node = { '@type': string; [key: string]: unknown };
    const graphOf = (html: string): Node[] => {
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      return (JSON.parse(blocks[0]?.[1] ?? '') as { '@graph': Node[] })['@graph'];
    };
    const types = (graph: Node[]) => graph.map((node) => node['@type']);
    for (const path of pagePaths().filter((p) => !p.startsWith('/admin'))) {
      const graph = graphOf(await (await request.get(`${site}${path}`)).text());
      expect({ path, site: types(graph).slice(0, 3) }).toEqual({
        path,
        site: ['WebSite', 'Organization', 'ApartmentComplex'],
      });
      expect({ path, breadcrumb: types(graph).includes('BreadcrumbList') }).toEqual({ path, breadcrumb: path !== '/' });
    }
    const article = graphOf(await (await request.get(`${site}${articlePath}`)).text());
    expect(article.find((node) => node['@type'] === 'NewsArticle')).toMatchObject({
      headline: '서버 렌더링 기사 제목',
      mainEntityOfPage: `${site}${articlePath}`,
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      publisher: { name: SITE.name },
    });
    const trail = article.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as { item: string }[];
    expect(trail.map((crumb) => crumb.item)).toEqual([`${site}/`, `${site}/${SLUG}/press`, `${site}${articlePath}`]);
  });

  test('status codes stay: 404 with Not Found, the legacy press path as an HTTP redirect', async ({ request }) => {
    const missing = await request.get(`${site}/nope`);
    expect(missing.status()).toBe(404);
    expect(mainText(await missing.text())).toContain('페이지를 찾을 수 없습니다');
    const legacy = await request.get(`${site}/Promotion/Press`, { maxRedirects: 0 });
    expect(legacy.status()).toBe(301);
    expect(legacy.headers().location).toBe(`/${SLUG}/press`);
  });

  test('one address per page: a trailing slash is a 301 to the route (query kept), another site slug a 404', async ({
    request,
  }) => {
    const slash = await request.get(`${site}/Brand/intro/?utm_source=qr`, { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe('/Brand/intro?utm_source=qr');
    for (const path of ['/anything/press', '/anything/customer', `/anything/press/x`]) {
      const other = await request.get(`${site}${path}`);
      expect(other.status(), path).toBe(404);
      expect(mainText(await other.text()), path).toContain('페이지를 찾을 수 없습니다');
    }
    expect((await request.get(`${site}/${SLUG.toLowerCase()}/customer`)).status()).toBe(200);
  });

  test('every page the server sends passes the Nu Html Checker', async ({ request }) => {
    const notFound = ['/nope', `/${SLUG}/press/no-such-article`, '/anything/press'];
    const pages = [];
    for (const path of [...pagePaths(), ...notFound]) {
      pages.push({ name: path, html: await (await request.get(`${site}${path}`)).text() });
    }
    expect(nuHtmlErrors(pages)).toEqual([]);
  });
});

for (const { name, viewport } of [
  { name: '1440', viewport: { width: 1440, height: 900 } },
  { name: '390', viewport: PHONE },
]) {
  test.describe(`hydration at ${name}px`, () => {
    test.use({ viewport });
    test('every route hydrates the server HTML: no console error, no hydration warning', async ({ page, problems }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      for (const path of pagePaths()) {
        await page.goto(path);
        await waitForRegions(page);
        await expect(page.locator('[data-remote-error]'), path).toHaveCount(0);
        // The server's nodes were kept: a marker set before hydration survives it.
        expect(problems.errors, path).toEqual([]);
        expect(warnings, path).toEqual([]);
      }
    });
  });
}

test('hydration keeps the server’s DOM (no second render)', async ({ page }) => {
  // Mark the server's <main> as soon as it is parsed; a client re-render would replace the node.
  await page.addInitScript(() => {
    document.addEventListener(
      'readystatechange',
      () => {
        document.querySelector('main')?.setAttribute('data-from-server', 'yes');
      },
      { once: true },
    );
  });
  await page.goto('/Brand/intro');
  await waitForRegions(page);
  await expect(page.locator('main[data-from-server="yes"] h1, main[data-from-server="yes"] h2').first()).toBeVisible();
  // And it is interactive: the header's phone button opens the popup.
  await phoneButton(page).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every route shows its content, and the menu links navigate', async ({ page }) => {
    for (const path of pagePaths()) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first(), path).toBeVisible();
    }
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '브랜드' }).first().click();
    await expect(page).toHaveURL(/\/Brand\/intro$/);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
  });
});

test.describe('a remote whose server entry fails still yields a page the browser completes', () => {
  // On the second host, mf-leads comes from an origin whose server entry the test switches.
  const customerPage = `${ORIGINS.secondHost}/Promotion/Customer`;
  const setMode = (request: APIRequestContext, mode: string) => request.get(`${ORIGINS.switchable}/__mode/${mode}`);

  test.afterEach(async ({ request }) => {
    await setMode(request, 'ok');
  });

  for (const mode of ['throw', 'missing', 'hang'] as const) {
    test(`server entry ${mode}: 200, rendered in the browser`, async ({ page, request }) => {
      expect((await setMode(request, mode)).ok()).toBe(true);
      const raw = await request.get(customerPage);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html).toContain('<!--$!-->'); // React's marker: the browser renders this region
      expect(html).not.toContain('aria-label="관심고객 등록 신청"'); // the form is not in the server HTML

      await page.goto(customerPage);
      await waitForRegions(page);
      await expect(page.locator('[data-remote-error]')).toHaveCount(0);
      await expect(page.getByRole('form', { name: '관심고객 등록 신청' })).toBeVisible();
    });
  }

  test('a mended server entry is used from the next request, without a restart', async ({ request }) => {
    await setMode(request, 'throw');
    expect(await (await request.get(customerPage)).text()).toContain('<!--$!-->');
    await setMode(request, 'ok');
    const html = await (await request.get(customerPage)).text();
    expect(html).not.toContain('<!--$!-->');
    expect(html).toContain('aria-label="관심고객 등록 신청"');
  });
});
