import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from './remote-modules';
import { isRemoteUrl, VERSION_PATTERN } from './live-map';

/**
 * Progressive delivery: a release previewed in one browser, served to a share of visitors as a
 * canary, and judged on the errors real browsers report. The names, bounds and messages the host,
 * the commands and /admin/remotes share (docs/decisions/0062-preview-in-one-browser.md,
 * 0063-canary-share-per-visitor.md).
 */

/** The signed cookie that makes one browser render a remote's release (HttpOnly). */
export const PREVIEW_COOKIE = 'gg_preview';
/** A visitor's random bucket: which canaries it gets (HttpOnly, no personal data). */
export const BUCKET_COOKIE = 'gg_bucket';
/** A preview ends by itself this long after it started. */
export const PREVIEW_TTL_MS = 60 * 60 * 1000;
/** A preview link (the command's, firebase mode's grant) must be opened within this. */
export const PREVIEW_LINK_TTL_MS = 10 * 60 * 1000;

/** Opens a preview link (`?token=` local mode, `?grant=` firebase mode) and sets the cookie. */
export const PREVIEW_START_PATH = '/api/preview/start';
/** Ends the preview (the banner's button, a classic form: `?to=` the page to go back to). */
export const PREVIEW_END_PATH = '/api/preview/end';
/** Local mode: the administrator starts a preview in their own browser. */
export const ADMIN_PREVIEW_PATH = '/api/admin/preview';

/**
 * Firebase mode: a preview grant, created by an administrator or the remote's deployer under
 * firestore.rules, opened once within PREVIEW_LINK_TTL_MS by the host it is sent to. Its id is
 * the link's secret.
 */
export const PREVIEW_GRANTS_COLLECTION = 'previewGrants';

const Version = v.pipe(v.string(), v.regex(VERSION_PATTERN, 'unexpected characters in the version'));
const Url = v.pipe(v.string(), v.check(isRemoteUrl, 'not an http(s) URL or an absolute path'));

/** What to preview: a kept release by version (local mode) or a release's manifest URL. */
export const StartPreviewRequestSchema = v.pipe(
  v.strictObject({
    remote: v.picklist(REMOTE_NAMES),
    version: v.optional(Version),
    url: v.optional(Url),
  }),
  v.check((request) => (request.version === undefined) !== (request.url === undefined), 'version or url, one of them'),
);
export type StartPreviewRequest = v.InferOutput<typeof StartPreviewRequestSchema>;

/** The preview a browser holds: the remote, what it renders instead of the live map's entry, until when. */
export interface Preview {
  readonly remote: RemoteName;
  readonly url: string;
  readonly version: string | null;
  /** Milliseconds since the epoch. */
  readonly expiresAt: number;
}

export const PreviewStartedSchema = v.object({
  remote: v.picklist(REMOTE_NAMES),
  url: v.string(),
  version: v.nullable(v.string()),
  expiresAt: v.number(),
});

/** A grant document's fields (firestore.rules check the same). */
export const PreviewGrantSchema = v.object({
  remote: v.picklist(REMOTE_NAMES),
  url: Url,
  version: v.nullable(Version),
  /** When it may no longer be opened (milliseconds since the epoch, as read from the document). */
  expireAt: v.number(),
});

export const PREVIEW_TEXT = {
  banner: (remote: string, version: string, until: string) =>
    `미리보기 중: ${remote} ${version}. 이 브라우저에만 보이며 ${until}에 끝납니다.`,
  label: '미리보기',
  end: '미리보기 끝내기',
  invalidRequest: '미리볼 원격 모듈과 버전(또는 주소) 하나를 정해 주세요.',
  notKept: (version: string) => `${version} 버전은 이 호스트에 보관된 릴리스가 아닙니다.`,
  refused: (problem: string) => `미리볼 수 없는 릴리스입니다: ${problem}`,
  disabled: '이 호스트에는 미리보기 키(PREVIEW_SECRET)가 설정되지 않아 미리보기를 시작할 수 없습니다.',
  linkInvalid: '미리보기 링크가 올바르지 않거나 만료되었습니다. 새 링크를 만들어 주세요.',
  linkTitle: '미리보기를 시작할 수 없습니다',
} as const;
