import { findMenuSection, findSiteMapSection, MENU, siteMap } from './menu';
import { isRedirect, ROUTES } from './routes';

const section = (title: string) => MENU.find((s) => s.title === title);

describe('menu', () => {
  it('has the eight top-level sections of the spec, in order', () => {
    expect(MENU.map((s) => s.title)).toEqual([
      '브랜드',
      '사업개요',
      '분양안내',
      '입지환경',
      '단지안내',
      '평면안내',
      '인테리어',
      '홍보센터',
    ]);
  });

  it('keeps the legacy unit-plan mapping: labels 84A-84D → /FloorPlan/59A, 59B, 84A, 84B', () => {
    expect(section('평면안내')?.items).toEqual([
      { subTitle: '84A', subUrl: '/FloorPlan/59A' },
      { subTitle: '84B', subUrl: '/FloorPlan/59B' },
      { subTitle: '84C', subUrl: '/FloorPlan/84A' },
      { subTitle: '84D', subUrl: '/FloorPlan/84B' },
    ]);
  });

  it('keeps the legacy interior mapping: 84A → /Interior/59A, 84C → /Interior/84A', () => {
    expect(section('인테리어')?.items).toEqual([
      { subTitle: '84A', subUrl: '/Interior/59A' },
      { subTitle: '84C', subUrl: '/Interior/84A' },
    ]);
  });

  it('finds the section of a path', () => {
    expect(findMenuSection('/ComplexGuide/community')?.title).toBe('단지안내');
    expect(findMenuSection('/nowhere')).toBeUndefined();
  });

  it('maps every page: the site map holds each route once (the home page is the logo; admin pages are not the visitors’)', () => {
    const slug = '가경파크시티';
    const mapped = siteMap(slug).flatMap((s) => s.items.map((item) => item.subUrl));
    expect(new Set(mapped).size).toBe(mapped.length);
    const pages = ROUTES.filter((route) => !isRedirect(route) && route.path !== '/' && !route.path.startsWith('/admin'))
      .map((route) => route.path.replace(':site', encodeURIComponent(slug)))
      // One article per id: the press list links them.
      .filter((path) => !path.includes(':id'));
    expect([...mapped].sort()).toEqual([...pages].sort());
  });

  it('keeps the menu’s sections and labels first; the site map adds the pages the menu leaves out', () => {
    const map = siteMap('다른단지');
    expect(map.map((s) => s.title)).toEqual(MENU.map((s) => s.title));
    map.forEach((s, i) => expect(s.items.slice(0, MENU[i]?.items.length)).toEqual(MENU[i]?.items));
    expect(findSiteMapSection(`/${encodeURIComponent('다른단지')}/press`, '다른단지')?.items).toEqual([
      { subTitle: '관심고객등록', subUrl: '/Promotion/Customer' },
      { subTitle: '보도자료', subUrl: `/${encodeURIComponent('다른단지')}/press` },
      { subTitle: '고객센터', subUrl: `/${encodeURIComponent('다른단지')}/customer` },
    ]);
    expect(findSiteMapSection('/Interior/84B', '다른단지')?.title).toBe('인테리어');
  });
});
