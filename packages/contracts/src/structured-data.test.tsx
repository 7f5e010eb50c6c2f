import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeadTags } from './head';
import { SITE } from './site';
import { jsonForScript, menuTrail, structuredDataScript, type PageStructuredDataInput } from './structured-data';
import { StructuredDataSink } from './structured-data-sink';

const SITE_URL = 'https://gagyeong.example';
const base = { title: '브랜드 소개 | 가경 파크시티', description: '소개', siteUrl: SITE_URL, path: '/Brand/intro' };

/** The head as the server writes it: the tags, then the JSON-LD built from what they reported. */
function serverHead(tags: ReactElement): string {
  let reported: PageStructuredDataInput | undefined;
  const markup = renderToStaticMarkup(
    <StructuredDataSink.Provider value={(input) => (reported = input)}>{tags}</StructuredDataSink.Provider>,
  );
  return reported ? markup + structuredDataScript(reported) : markup;
}

type Node = Record<string, unknown> & { '@type': string | string[] };

/** The page's JSON-LD data blocks, parsed as a search engine reads them. */
function structuredData(html: string): { '@context': string; '@graph': Node[] }[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1] ?? '') as { '@context': string; '@graph': Node[] });
}

const ofType = (graph: Node[], type: string) => graph.filter((node) => [node['@type']].flat().includes(type));

describe('structured data in the head tags', () => {
  it('every page carries the site, its organisation and the complex: address, 921 units, telephone', () => {
    const [data, ...more] = structuredData(serverHead(<HeadTags {...base} />));
    expect(more).toEqual([]);
    expect(data?.['@context']).toBe('https://schema.org');
    const graph = data?.['@graph'] ?? [];
    expect(ofType(graph, 'WebSite')).toEqual([
      expect.objectContaining({ url: `${SITE_URL}/`, name: '가경 파크시티', inLanguage: 'ko-KR' }),
    ]);
    expect(ofType(graph, 'Organization')).toEqual([
      expect.objectContaining({ '@id': `${SITE_URL}/#organization`, name: '가경 파크시티', telephone: '1533-8848' }),
    ]);
    const [complex] = ofType(graph, 'ApartmentComplex');
    expect(complex).toMatchObject({
      name: '가경 파크시티',
      telephone: '1533-8848',
      numberOfAccommodationUnits: { '@type': 'QuantitativeValue', value: 921 },
      address: { '@type': 'PostalAddress', addressCountry: 'KR', addressRegion: '충청북도' },
    });
    const address = complex?.address as Record<string, string>;
    expect(`${address.addressLocality} ${address.streetAddress}`).toBe('청주시 흥덕구 가경동');
  });

  it('a sub page carries its breadcrumb from home, with absolute URLs', () => {
    const html = serverHead(<HeadTags {...base} breadcrumb={menuTrail('/Brand/intro', '브랜드 소개')} />);
    const graph = structuredData(html)[0]?.['@graph'] ?? [];
    expect(ofType(graph, 'BreadcrumbList')).toEqual([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: '홈', item: `${SITE_URL}/` },
          { '@type': 'ListItem', position: 2, name: '브랜드', item: `${SITE_URL}/Brand/intro` },
          { '@type': 'ListItem', position: 3, name: '브랜드 소개', item: `${SITE_URL}/Brand/intro` },
        ],
      },
    ]);
    // The home page has none.
    expect(
      ofType(structuredData(serverHead(<HeadTags {...base} path="/" />))[0]?.['@graph'] ?? [], 'BreadcrumbList'),
    ).toEqual([]);
  });

  it('pages the menu does not list fall under the section of their first segment', () => {
    expect(menuTrail('/FloorPlan/114A', '평면안내 114A')).toEqual([
      { name: '평면안내', path: '/FloorPlan/59A' },
      { name: '평면안내 114A', path: '/FloorPlan/114A' },
    ]);
    expect(menuTrail('/elsewhere', '다른 곳')).toEqual([{ name: '다른 곳', path: '/elsewhere' }]);
  });

  it('a press article is a NewsArticle with headline, dates and publisher; text that could end the script stays data', () => {
    const headline = '착공 </script><script>alert(1)</script><!-- & "인용"';
    const description = '첫 줄\u2028둘째 줄 </script>';
    const html = serverHead(
      <HeadTags
        {...base}
        description={description}
        path="/%EA%B0%80/press/a1"
        type="article"
        publishedTime="2026-11-21T09:00:00.000Z"
        article={{ headline, datePublished: '2026-11-21T09:00:00.000Z' }}
      />,
    );
    // Only the block's own closing tag, no comment opener, no raw line separator.
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html.slice(html.indexOf('application/ld+json'))).not.toContain('\u2028');
    const graph = structuredData(html)[0]?.['@graph'] ?? [];
    expect(ofType(graph, 'NewsArticle')).toEqual([
      expect.objectContaining({
        headline,
        description,
        mainEntityOfPage: `${SITE_URL}/%EA%B0%80/press/a1`,
        datePublished: '2026-11-21T09:00:00.000Z',
        dateModified: '2026-11-21T09:00:00.000Z',
        inLanguage: 'ko-KR',
        publisher: { '@type': 'Organization', '@id': `${SITE_URL}/#organization`, name: SITE.name },
        author: expect.objectContaining({ name: SITE.name }),
        image: [expect.stringMatching(/^https:\/\/gagyeong\.example\//)],
      }),
    ]);
  });

  it('in the browser (no sink) the head tags carry no JSON-LD: the graph is built on the server only', () => {
    const html = renderToStaticMarkup(<HeadTags {...base} breadcrumb={menuTrail('/Brand/intro', '브랜드 소개')} />);
    expect(html).toContain('<link rel="canonical"');
    expect(html).not.toContain('<script');
  });

  it('jsonForScript keeps the value: parsing its output gives the input back', () => {
    const value = { a: '<b>&</b>', line: '\u2028\u2029', n: 921 };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
