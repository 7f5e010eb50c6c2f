import { remoteBases, remoteOfStack } from './remote-of-stack';

const PAGE = 'https://site.example/Brand/intro';
const bases = remoteBases(
  {
    mf_marketing: '/releases/mf-marketing/1.0.1-abc/mf-manifest.json',
    mf_press: 'https://press.example/2.0.0/mf-manifest.json',
    mf_leads: '/remotes/mf-leads/remoteEntry.js',
  },
  PAGE,
);

describe('which remote an error comes from', () => {
  it('locates each remote’s files by its entry’s folder, absolute', () => {
    expect(bases).toEqual(
      expect.arrayContaining([
        ['mf_marketing', 'https://site.example/releases/mf-marketing/1.0.1-abc/'],
        ['mf_press', 'https://press.example/2.0.0/'],
        ['mf_leads', 'https://site.example/remotes/mf-leads/'],
      ]),
    );
  });

  it('names the remote of the innermost frame that is a remote’s (a stack, or React’s component stack)', () => {
    const stack = [
      'Error: boom',
      '    at Hero (https://site.example/releases/mf-marketing/1.0.1-abc/412.3f2a.js:1:2045)',
      '    at RemoteView (https://site.example/main.0e74fab5a7.js:2:1200)',
      '    at https://press.example/2.0.0/88.js:1:10',
    ].join('\n');
    expect(remoteOfStack(stack, bases)).toBe('mf_marketing');
    expect(remoteOfStack('\n    at Press (https://press.example/2.0.0/88.js:1:10)', bases)).toBe('mf_press');
  });

  it('names none for the shell’s own files, another origin’s or no stack at all', () => {
    expect(remoteOfStack('at App (https://site.example/main.0e74fab5a7.js:1:1)', bases)).toBeUndefined();
    expect(remoteOfStack('at x (https://site.example/releases/mf-marketing/other/1.js:1:1)', bases)).toBeUndefined();
    expect(remoteOfStack('at chrome-extension://abc/content.js:1:1', bases)).toBeUndefined();
    expect(remoteOfStack('', bases)).toBeUndefined();
  });

  it('never takes a remote served from the site’s root for the shell', () => {
    expect(remoteBases({ mf_marketing: '/mf-manifest.json' } as never, PAGE)).toEqual([]);
  });
});
