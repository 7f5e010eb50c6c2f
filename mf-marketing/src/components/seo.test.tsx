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

  it('gives every page a distinct title and description', () => {
    const entries = Object.values(PAGE_META);
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(entries.length);
  });
});
