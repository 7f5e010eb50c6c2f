import { renderToStaticMarkup } from 'react-dom/server';
import { HeadTags, SOCIAL_IMAGE } from './head';

const base = {
  title: '보도자료 | 가경 파크시티',
  description: '소식',
  siteUrl: 'https://gagyeong.example',
  path: '/a/press',
};

describe('HeadTags', () => {
  it('gives a page its canonical URL and the 1200×630 site image, absolute', () => {
    const html = renderToStaticMarkup(<HeadTags {...base} />);
    expect(html).toContain('<title>보도자료 | 가경 파크시티</title>');
    expect(html).toContain('<link rel="canonical" href="https://gagyeong.example/a/press"/>');
    expect(html).toContain('<meta property="og:url" content="https://gagyeong.example/a/press"/>');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/gagyeong\.example\/[^"]+"\/>/);
    expect(html).toContain(`<meta property="og:image:width" content="${SOCIAL_IMAGE.width}"/>`);
    expect(html).toContain(`<meta property="og:image:height" content="${SOCIAL_IMAGE.height}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).not.toContain('robots');
  });

  it('keeps a noindex page out of search results instead of naming a canonical URL', () => {
    const html = renderToStaticMarkup(<HeadTags {...base} noindex />);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('marks an article with its publication time', () => {
    const html = renderToStaticMarkup(<HeadTags {...base} type="article" publishedTime="2026-11-21T09:00:00.000Z" />);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain('<meta property="article:published_time" content="2026-11-21T09:00:00.000Z"/>');
  });
});
