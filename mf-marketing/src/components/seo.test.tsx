import { render } from '@testing-library/react';
import { PAGE_META } from '../content/page-meta';
import { Seo } from './seo';

describe('Seo', () => {
  it('puts the route title, description, canonical and social tags into the head', () => {
    render(<Seo path="/Brand/video" siteUrl="https://example.kr" />);
    const meta = PAGE_META['/Brand/video']!;
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(document.title).toBe(meta.title);
    expect(content('meta[name="description"]')).toBe(meta.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://example.kr/Brand/video',
    );
    expect(content('meta[property="og:url"]')).toBe('https://example.kr/Brand/video');
    expect(content('meta[property="og:title"]')).toBe(meta.title);
    expect(content('meta[property="og:image"]')).toMatch(/^https:\/\/example\.kr\//);
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('names a sub page’s breadcrumb (home, its menu section, the page) in its structured data; the home page has none', () => {
    const graphOf = (container: HTMLElement) =>
      (
        JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
          '@graph': { '@type': string; itemListElement?: { name: string; item: string }[] }[];
        }
      )['@graph'];
    const sub = render(<Seo path="/FloorPlan/114A" siteUrl="https://example.kr" />);
    const crumbs = graphOf(sub.container).find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement;
    expect(crumbs?.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['홈', 'https://example.kr/'],
      ['평면안내', 'https://example.kr/FloorPlan/59A'],
      ['평면안내 114A', 'https://example.kr/FloorPlan/114A'],
    ]);
    sub.unmount();
    const home = render(<Seo path="/" siteUrl="https://example.kr" />);
    expect(graphOf(home.container).map((node) => node['@type'])).toEqual([
      'WebSite',
      'Organization',
      'ApartmentComplex',
    ]);
  });

  it('gives every page a distinct title and description', () => {
    const entries = Object.values(PAGE_META);
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(entries.length);
  });
});
