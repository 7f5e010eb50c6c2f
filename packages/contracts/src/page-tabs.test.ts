import { matchRoute } from './routes';
import { PAGE_TABS, pageTab, tabHref } from './page-tabs';

describe('tabs with addresses of their own', () => {
  it('are tabs of pages of the route table', () => {
    for (const path of Object.keys(PAGE_TABS)) expect(matchRoute(path)?.route.path).toBe(path);
  });

  it('reads the tab a query names, only when it is one of the page’s', () => {
    expect(pageTab('/FloorPlan/videos', '?tab=2')).toBe('2');
    expect(pageTab('/FloorPlan/videos', '?utm_source=naver&tab=3')).toBe('3');
    expect(pageTab('/FloorPlan/Emodel', '?tab=84B')).toBe('84B');
    expect(pageTab('/FloorPlan/videos', '?tab=84B')).toBeUndefined();
    expect(pageTab('/FloorPlan/videos', '?tab=')).toBeUndefined();
    expect(pageTab('/FloorPlan/videos', '')).toBeUndefined();
    expect(pageTab('/Brand/intro', '?tab=1')).toBeUndefined();
  });

  it('spells a tab’s address so that it reads back', () => {
    const href = tabHref('/FloorPlan/Emodel', '84C');
    expect(href).toBe('/FloorPlan/Emodel?tab=84C');
    const url = new URL(href, 'http://site.test');
    expect(pageTab(url.pathname, url.search)).toBe('84C');
  });
});
