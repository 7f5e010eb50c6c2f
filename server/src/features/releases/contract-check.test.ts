import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../paths';
import { checkExposesContract, contractCheckDir } from './contract-check';
import { exposeSources } from './expose-sources';
import { ReleaseError, createRelease } from './release-store';
import { writeFiles } from '../../test-support/test-server';

// Each case runs the real TypeScript compiler over the repository's packages.
jest.setTimeout(180_000);

describe('the contract check a release runs on its exposes', () => {
  const pressSources = exposeSources(path.join(REPO_ROOT, 'mf-press'));

  it('reads the exposes and their source files from the remote webpack config', () => {
    expect(pressSources).toEqual({
      './PressList': path.join(REPO_ROOT, 'mf-press', 'src', 'exposed', 'press-list.tsx'),
      './PressDetail': path.join(REPO_ROOT, 'mf-press', 'src', 'exposed', 'press-detail.tsx'),
    });
  });

  it("accepts mf-press's own exposed modules", () => {
    expect(() => checkExposesContract({ remote: 'mf_press', exposes: pressSources })).not.toThrow();
  });

  it('refuses a module whose props break the contract, naming it, with the compiler errors', () => {
    const dir = contractCheckDir();
    try {
      // Not annotated with RemoteComponent: its own type check passes, the contract does not.
      const broken = path.join(dir, 'press-detail.tsx');
      fs.writeFileSync(
        broken,
        [
          "import type { SiteConfig } from '@gagyeong/contracts';",
          'export default function PressDetail({ config, articleId }: { config: SiteConfig; articleId: number }) {',
          '  return <p>{config.siteUrl}{articleId}</p>;',
          '}',
        ].join('\n'),
      );
      let error: unknown;
      try {
        checkExposesContract({ remote: 'mf_press', exposes: { ...pressSources, './PressDetail': broken } });
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(ReleaseError);
      const message = (error as Error).message;
      expect(message).toMatch(/^mf_press: release refused, mf_press\/PressDetail do not match packages\/contracts/);
      expect(message).not.toContain('mf_press/PressList');
      expect(message).toContain('articleId');

      // The same check inside createRelease: refused before anything is copied or made live.
      const releases = path.join(dir, 'releases');
      const dist = path.join(dir, 'dist');
      writeFiles(dist, {
        'mf-manifest.json': JSON.stringify({ exposes: [{ path: './PressList' }, { path: './PressDetail' }] }),
        'remoteEntry.js': '/* entry */',
        'server/remoteEntry.js': '/* server entry */',
      });
      expect(() =>
        createRelease({
          remote: 'mf_press',
          dist,
          releasesDir: releases,
          packageVersion: '1.0.0',
          commit: 'x',
          exposeSources: { ...pressSources, './PressDetail': broken },
        }),
      ).toThrow(/release refused, mf_press\/PressDetail do not match/);
      expect(fs.existsSync(releases)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
