import { SITE } from '@gagyeong/contracts';
import { expect, signInAdmin, test } from './fixtures';
import { fillLead } from './support/lead-forms';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page’s server-rendered visit form posts as a classic form: stored and answered in Korean', async ({
    page,
    request,
  }) => {
    const name = `무스크립트${Date.now().toString(36)}`;
    await page.goto('/');
    const form = page.getByRole('form', { name: '방문예약' });
    await fillLead(form, name, '010-2345-6789', '주말 방문 희망');
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();

    // The administrator sees it in the inbox API.
    await signInAdmin(request);
    const leads = (await (await request.get('/api/leads?form=visit')).json()) as {
      items: { name: string; phone: string; message: string }[];
    };
    expect(leads.items.find((lead) => lead.name === name)).toMatchObject({
      phone: '010-2345-6789',
      message: '주말 방문 희망',
    });
  });
});

test.describe('without JavaScript, on a page without a lead form', () => {
  test.use({ javaScriptEnabled: false });

  test('the page’s content is there, and a visit reservation form is offered below it', async ({ page }) => {
    await page.goto('/Brand/intro');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    await expect(page.getByRole('form', { name: '방문예약 신청' })).toBeVisible();
  });

  test('that form posts to the runtime config’s visit endpoint and the lead is stored', async ({ page, request }) => {
    const name = `무스크립트브랜드${Date.now().toString(36)}`;
    await page.goto('/Brand/intro');
    const config = (await (await request.get('/config.json')).json()) as { leads: { visit: string } };
    const form = page.getByRole('form', { name: '방문예약 신청' });
    expect(await form.getAttribute('action')).toBe(config.leads.visit);
    await form.getByLabel(/이름/).fill(name);
    await form.getByLabel(/연락처/).fill('010-3456-7890');
    await form.getByRole('checkbox', { name: /동의합니다/ }).check();
    await form.getByRole('button', { name: '방문예약 신청' }).click();
    await expect(page.getByText('등록이 완료되었습니다.')).toBeVisible();

    await signInAdmin(request);
    const leads = (await (await request.get('/api/leads?form=visit')).json()) as {
      items: { name: string; phone: string }[];
    };
    expect(leads.items.find((lead) => lead.name === name)).toMatchObject({ phone: '010-3456-7890' });
  });
});

test.describe('without JavaScript, a crawler starting at /', () => {
  /** Every `<a href>` of a server-rendered page, as the browser would resolve them. */
  function linksOf(html: string, base: string): URL[] {
    return [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map(
      ([, href = '']) => new URL(href.replaceAll('&amp;', '&'), base),
    );
  }

  /** The same page however a link spells it: decoded path and query. */
  const pageOf = (url: URL) => `${decodeURI(url.pathname)}${url.search}`;

  test('reaches every page of the sitemap through links in the HTML, each press article by the list’s numbered pages', async ({
    request,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    // Three pages of press articles at least (10 a page).
    await signInAdmin(request);
    const run = Date.now().toString(36);
    for (let n = 1; n <= 21; n += 1) {
      const posted = await request.post('/api/press', {
        data: { siteId: SITE.slug, title: `크롤 보도 ${n} · ${run}`, summary: '요약' },
        headers: { origin },
      });
      expect(posted.status()).toBe(201);
    }
    await request.post('/api/auth/logout', { headers: { origin } });

    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => pageOf(new URL(loc)));
    expect(listed.filter((page) => page.includes('/press/')).length).toBeGreaterThanOrEqual(21);

    const reached = new Set(['/']);
    const queue = ['/'];
    for (let path = queue.shift(); path !== undefined && reached.size < 1000; path = queue.shift()) {
      const answer = await request.get(encodeURI(path), { maxRedirects: 0 });
      if (!(answer.headers()['content-type'] ?? '').startsWith('text/html')) continue;
      for (const url of linksOf(await answer.text(), `${origin}${encodeURI(path)}`)) {
        const page = pageOf(url);
        if (url.origin !== origin || page.startsWith('/api/') || reached.has(page)) continue;
        reached.add(page);
        queue.push(page);
      }
    }
    const missing = listed.filter((page) => !reached.has(page));
    console.info(`crawl from /: ${listed.length - missing.length} of ${listed.length} sitemap pages reached`);
    expect(missing).toEqual([]);
  });
});
