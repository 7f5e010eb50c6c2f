import { createHash } from 'node:crypto';
import path from 'node:path';
import * as v from 'valibot';
import { remoteOf, type RemoteModuleKey, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { localRemoteFile, type RemoteRoots } from '../../config/remotes';
import { BOOT_PLACEHOLDER } from './assemble-html';
import type { FileReader } from './file-reader';
import { parseRemoteManifest, type RemoteManifest } from './remote-manifest';
import type { RenderContext, RenderContexts } from './render-context';
import type { SsrLog } from './ssr-log';

/** What the shell's build lists in dist/shell-assets.json (shell/webpack.config.js). */
const ShellAssetsSchema = v.object({
  css: v.array(v.pipe(v.string(), v.regex(/^[\w.-]+\.css$/))),
  /** The site-wide font face, preloaded where a page has no face of its own. */
  fonts: v.optional(v.array(v.pipe(v.string(), v.regex(/^[\w.-]+(\/[\w.-]+)*\.woff2$/))), []),
});

const DIST_FILE = v.pipe(v.string(), v.regex(/^[\w.-]+(\/[\w.-]+)*$/));

/**
 * What the shell's build writes to dist/page-fonts/page-fonts.json (shell/tools/site-font/page-fonts.ts):
 * the route table's path → the route's own font face (its CSS and woff2, relative to shell/dist).
 * See docs/decisions/0054-page-font-faces.md.
 */
const PageFontsSchema = v.object({
  routes: v.record(v.string(), v.object({ font: DIST_FILE, css: DIST_FILE })),
});

export type PageFace = v.InferOutput<typeof PageFontsSchema>['routes'][string];

/** Everything one page is built from, as read for this request. */
export interface PageInputs {
  /** The shell's HTML template (its no-JavaScript form filled in); undefined: the shell is not built. */
  readonly template: string | undefined;
  /** The remotes map this request renders with: the server render, the hints and the boot data agree. */
  readonly remotes: RemotesMap;
  /** The shell's own CSS files and the site-wide font (relative to shell/dist). */
  readonly shellAssets: { readonly css: readonly string[]; readonly fonts: readonly string[] };
  /** The route's own font face, when the build made one. */
  readonly pageFace: PageFace | undefined;
  /** The manifests of the page's remotes, by remote (where the map names a manifest that could be read). */
  readonly manifests: ReadonlyMap<RemoteName, RemoteManifest>;
  /** The server render context; undefined when pages render in the browser. */
  readonly context: RenderContext | undefined;
  /**
   * A hash of all of the above: two requests with the same version get the same HTML for the same
   * path and variant, so the page cache keys on it (a rebuilt shell of the same size is a new version).
   */
  readonly version: string;
}

export interface LoadStepOptions {
  readonly roots: RemoteRoots;
  readonly files: FileReader;
  /** The template as built, filled in for this host (its no-JavaScript visit form). */
  readonly prepareTemplate: (text: string) => string;
  /** Server rendering; undefined when every page renders in the browser. */
  readonly contexts: RenderContexts | undefined;
  readonly ssrLog: SsrLog;
}

/**
 * The load step: reads what a page is built from through the pipeline's one reader (one cache,
 * local files and other origins alike), and versions it. A file that cannot be read leaves its part
 * out with a `GG-SSR-*` line; only a missing template stops the page (503 until built).
 */
export function createLoadStep(options: LoadStepOptions) {
  const { files, roots, ssrLog } = options;
  const shellDist = path.join(roots.distRoot, 'shell', 'dist');
  const templatePath = path.join(shellDist, 'index.html');
  const shellAssetsPath = path.join(shellDist, 'shell-assets.json');
  const pageFontsPath = path.join(shellDist, 'page-fonts', 'page-fonts.json');
  const parseShellAssets = (text: string) => v.parse(ShellAssetsSchema, JSON.parse(text));
  const parsePageFonts = (text: string) => v.parse(PageFontsSchema, JSON.parse(text));

  async function readTemplate() {
    const file = await files.readParsed(templatePath, options.prepareTemplate);
    if (!file) {
      ssrLog.warnOnce(
        'GG-SSR-TEMPLATE',
        templatePath,
        `${templatePath} is missing: run \`npm run build\` at the repository root`,
      );
    } else {
      ssrLog.recovered('GG-SSR-TEMPLATE', templatePath);
      if (!file.value.includes(BOOT_PLACEHOLDER)) {
        ssrLog.warnOnce(
          'GG-SSR-TEMPLATE',
          `${templatePath}:boot`,
          `${templatePath} has no ${BOOT_PLACEHOLDER} placeholder`,
        );
      }
    }
    return file;
  }

  /** A list the shell's build writes; unreadable, the page does without it (`consequence`). */
  async function readList<T>(
    file: string,
    parse: (text: string) => T,
    code: 'GG-SSR-ASSETS' | 'GG-SSR-FONTS',
    consequence: string,
  ) {
    try {
      return await files.readParsed(file, parse);
    } catch (error) {
      ssrLog.warnOnce(code, file, `cannot read ${file}; ${consequence}`, { err: error });
      return undefined;
    }
  }

  /** The manifest of each remote the page's modules come from, where its map entry names one. */
  async function readManifests(remotes: RemotesMap, modules: readonly RemoteModuleKey[]) {
    const manifests = new Map<RemoteName, RemoteManifest>();
    const hashes: string[] = [];
    for (const name of new Set(modules.map(remoteOf))) {
      const entry = remotes[name];
      if (!entry.split('?', 1)[0]?.endsWith('.json')) continue;
      // A remote this host serves is read from disk; one on another origin over HTTP.
      const location = localRemoteFile(entry, name, roots) ?? (/^https?:\/\//i.test(entry) ? entry : undefined);
      if (location === undefined) continue;
      try {
        const file = await files.readParsed(location, parseRemoteManifest);
        if (!file) continue;
        manifests.set(name, file.value);
        hashes.push(`${name}@${file.hash}`);
      } catch (error) {
        ssrLog.warnOnce('GG-SSR-MANIFEST', entry, `cannot read ${entry}; preload hints skipped`, { err: error });
      }
    }
    return { manifests, hashes };
  }

  async function prepare(remotes: RemotesMap): Promise<RenderContext | undefined> {
    try {
      return await options.contexts?.prepare(remotes);
    } catch (error) {
      ssrLog.warnOnce(
        'GG-SSR-PREPARE',
        'prepare',
        'the server render context could not be made; pages render in the browser',
        { err: error },
      );
      return undefined;
    }
  }

  /** The inputs of a page whose modules are `modules` (none for Not Found), with the map `remotes`. */
  return async function load(
    remotes: RemotesMap,
    modules: readonly RemoteModuleKey[],
    routePath: string | undefined,
  ): Promise<PageInputs> {
    const template = await readTemplate();
    const [shellAssets, pageFonts, { manifests, hashes }, context] = await Promise.all([
      readList(shellAssetsPath, parseShellAssets, 'GG-SSR-ASSETS', "the shell's CSS loads with its script"),
      readList(pageFontsPath, parsePageFonts, 'GG-SSR-FONTS', 'pages preload the site-wide font'),
      readManifests(remotes, modules),
      template ? prepare(remotes) : undefined,
    ]);
    const version = createHash('sha1')
      .update(
        [
          template?.hash,
          shellAssets?.hash,
          pageFonts?.hash,
          ...hashes,
          context?.federation.version,
          JSON.stringify(remotes),
        ].join('\n'),
      )
      .digest('hex')
      .slice(0, 16);
    return {
      template: template?.value,
      remotes,
      shellAssets: { css: shellAssets?.value.css ?? [], fonts: shellAssets?.value.fonts ?? [] },
      pageFace: routePath === undefined ? undefined : pageFonts?.value.routes[routePath],
      manifests,
      context,
      version,
    };
  };
}

export type LoadStep = ReturnType<typeof createLoadStep>;
