import { render } from '@testing-library/react';
import { StructuredDataSink } from '@gagyeong/contracts';
import { pageStructuredData, type PageStructuredDataInput } from '@gagyeong/contracts/structured-data';
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
    // The server's render collects what the JSON-LD is built from (the browser builds none).
    const graphOf = (path: string) => {
      let reported: PageStructuredDataInput | undefined;
      const view = render(
        <StructuredDataSink.Provider value={(input) => (reported = input)}>
          <Seo path={path} siteUrl="https://example.kr" />
        </StructuredDataSink.Provider>,
      );
      view.unmount();
      expect(reported).toBeDefined();
      return pageStructuredData(reported!)['@graph'] as {
        '@type': string;
        itemListElement?: { name: string; item: string }[];
      }[];
    };
    const crumbs = graphOf('/FloorPlan/114A').find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement;
    expect(crumbs?.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ['홈', 'https://example.kr/'],
      ['평면안내', 'https://example.kr/FloorPlan/59A'],
      ['평면안내 114A', 'https://example.kr/FloorPlan/114A'],
    ]);
    expect(graphOf('/').map((node) => node['@type'])).toEqual(['WebSite', 'Organization', 'ApartmentComplex']);
  });

  it('gives every page a distinct title and description', () => {
    const entries = Object.values(PAGE_META);
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(entries.length);
  });
});
