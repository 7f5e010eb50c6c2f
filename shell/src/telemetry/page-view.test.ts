import { pageContext, pageViewId } from './page-view';

describe('what a beacon says about its page view', () => {
  it('names the page by its route pattern and layout, never its address', () => {
    expect(pageContext('/가경파크시티/press/abc123', false)).toEqual({ route: '/:site/press/:id', device: 'desktop' });
    expect(pageContext('/Brand/intro', true)).toEqual({ route: '/Brand/intro', device: 'phone' });
    expect(pageContext('/nope', true)).toEqual({ route: '*', device: 'phone' });
  });

  it('is one random id per document, whichever beacon asks', () => {
    expect(pageViewId()).toMatch(/^[0-9a-f]{24}$/);
    expect(pageViewId()).toBe(pageViewId());
  });
});
