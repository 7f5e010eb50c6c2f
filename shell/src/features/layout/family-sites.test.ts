import familySites from './family-sites.json';

// webpack.config.js reads this file for index.html's <noscript> list, so its shape is a contract.
describe('family-sites.json', () => {
  it('holds 26 sister sites, each a name and an https .co.kr URL on its own domain', () => {
    expect(familySites).toHaveLength(26);
    for (const site of familySites) {
      expect(Object.keys(site).sort()).toEqual(['name', 'url']);
      expect(site.name.trim()).not.toBe('');
      const url = new URL(site.url);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toMatch(/\.co\.kr$/);
    }
    expect(new Set(familySites.map((site) => new URL(site.url).hostname)).size).toBe(26);
    expect(new Set(familySites.map((site) => site.name)).size).toBe(26);
  });
});
