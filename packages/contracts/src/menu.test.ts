import { findMenuSection, MENU } from './menu';

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
});
