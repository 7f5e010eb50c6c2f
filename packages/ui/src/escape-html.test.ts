/** @jest-environment node */
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute value', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an entity typed by someone stays visible as typed', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves Korean, spaces and line breaks as they are', () => {
    expect(escapeHtml('가경 파크시티\n1533-8848')).toBe('가경 파크시티\n1533-8848');
  });
});
