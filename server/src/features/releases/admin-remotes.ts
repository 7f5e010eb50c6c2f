import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemoteName, type RemotesMap } from '@gagyeong/contracts';
import { escapeHtml as escape } from '@gagyeong/ui/escape-html';
import { localRemoteFile } from '../../config/remotes';
import { HttpError } from '../../http/errors';
import { requireAdmin } from '../auth/require-admin';
import { NO_CACHE } from '../static/cache-policy';
import { remoteBase } from '../../config/remotes';
import { readDeployLog, type DeployLogEntry, type LiveEntry } from './live-map';

export interface RemoteStatus {
  readonly remote: RemoteName;
  readonly url: string;
  /** The live map's entry; undefined when the configured map applies. */
  readonly live?: LiveEntry;
  readonly answers: { readonly manifest: boolean; readonly entry: boolean; readonly serverEntry: boolean };
}

export interface RemotesStatus {
  readonly remotes: RemoteStatus[];
  /** The last deploys, newest first. */
  readonly log: DeployLogEntry[];
}

export interface AdminRemotesOptions {
  readonly distRoot: string;
  readonly releasesDir: string;
}

async function answers(url: string, name: RemoteName, roots: AdminRemotesOptions): Promise<boolean> {
  const file = localRemoteFile(url, name, roots);
  if (file !== undefined) return fs.existsSync(file);
  if (!/^https?:\/\//i.test(url)) return false;
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

export async function remotesStatus(
  map: RemotesMap,
  live: Partial<Record<RemoteName, LiveEntry>>,
  roots: AdminRemotesOptions,
): Promise<RemotesStatus> {
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<RemoteStatus> => {
      const url = map[remote];
      const base = remoteBase(url);
      const [manifest, entry, serverEntry] = await Promise.all([
        url.endsWith('.json') ? answers(url, remote, roots) : Promise.resolve(false),
        answers(`${base}remoteEntry.js`, remote, roots),
        answers(`${base}server/remoteEntry.js`, remote, roots),
      ]);
      return { remote, url, live: live[remote], answers: { manifest, entry, serverEntry } };
    }),
  );
  return { remotes, log: readDeployLog(roots.releasesDir).slice(-50).reverse() };
}

const yesNo = (ok: boolean) => (ok ? '응답함' : '응답 없음');

/** A plain page: the admin area's shell pages are another module's; this one needs no script. */
export function remotesStatusPage(status: RemotesStatus): string {
  const rows = status.remotes
    .map(
      (r) =>
        `<tr><th scope="row">${escape(r.remote)}</th><td>${escape(r.live?.version ?? r.url)}</td><td>${escape(
          r.live ? `${r.live.at} · ${r.live.by}` : '설정 파일',
        )}</td><td>${escape(r.live?.previous ? (r.live.previous.version ?? r.live.previous.url) : '-')}</td><td>${yesNo(
          r.answers.manifest,
        )}</td><td>${yesNo(r.answers.entry)}</td><td>${yesNo(r.answers.serverEntry)}</td></tr>`,
    )
    .join('');
  const log = status.log
    .map(
      (e) =>
        `<li>${escape(`${e.at} ${e.by} ${e.action} ${e.remote} ${e.version ?? e.url} (이전: ${e.from ?? '설정 파일'})`)}</li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>원격 모듈 배포 현황</title></head>
<body><main><h1>원격 모듈 배포 현황</h1>
<table><caption>원격 모듈별 현재 버전</caption><thead><tr><th scope="col">원격 모듈</th><th scope="col">현재 버전</th><th scope="col">배포 시각 · 배포자</th><th scope="col">이전 버전</th><th scope="col">매니페스트</th><th scope="col">엔트리</th><th scope="col">서버 엔트리</th></tr></thead>
<tbody>${rows}</tbody></table>
<h2>배포 기록</h2>${log ? `<ol>${log}</ol>` : '<p>배포 기록이 없습니다.</p>'}
</main></body></html>
`;
}

function htmlError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof HttpError)) throw error;
  return reply
    .code(error.statusCode)
    .header('cache-control', NO_CACHE)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escape(error.message)}</title></head><body><main><h1>${escape(
        error.message,
      )}</h1><p><a href="/">홈으로</a></p></main></body></html>`,
    );
}

/**
 * What is live per remote, for the administrator: `GET /api/admin/remotes` (JSON) and
 * `/admin/remotes` (a page). See docs/decisions/0060-remote-releases-and-live-map.md.
 */
export const adminRemotesRoutes: FastifyPluginAsync<AdminRemotesOptions> = async (app, roots) => {
  const status = () => remotesStatus(app.remotesMap, app.liveRemotes.live(), roots);
  app.get('/api/admin/remotes', { onRequest: requireAdmin }, async () => status());
  app.get('/admin/remotes', async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await requireAdmin(request, reply);
    } catch (error) {
      return htmlError(reply, error);
    }
    return reply
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(remotesStatusPage(await status()));
  });
};
