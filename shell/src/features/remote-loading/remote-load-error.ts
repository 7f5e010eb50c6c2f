import type { RemoteModuleKey } from '@gagyeong/contracts';
import { REMOTE_ERROR_CODES, type RemoteFailureKind } from '@gagyeong/contracts/error-codes';

/**
 * Stable codes for a remote region that could not render (logged, and shown to tests as data-*),
 * from the contracts' vocabulary (descriptions in contracts' error-descriptions.ts).
 */
export { REMOTE_ERROR_CODES, type RemoteFailureKind };

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  readonly code: string;

  constructor(
    readonly kind: RemoteFailureKind,
    readonly module: RemoteModuleKey,
    readonly url: string | undefined,
    readonly original: unknown,
  ) {
    super(`${REMOTE_ERROR_CODES[kind]} ${module} (${url ?? 'unknown url'}): ${describe(original)}`);
    this.code = REMOTE_ERROR_CODES[kind];
  }
}

/** A failure of the shell's container loader whose kind is known where it happens. */
export class ContainerError extends Error {
  override readonly name = 'ContainerError';

  constructor(
    readonly kind: RemoteFailureKind,
    message: string,
  ) {
    super(message);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/**
 * The platform gives a failed `fetch()` no type of its own: a TypeError whose message each engine
 * words its way (Chromium, Firefox, WebKit). The only message check left, on exact prefixes.
 */
const FETCH_FAILURE_MESSAGES = ['Failed to fetch', 'NetworkError when attempting to fetch resource', 'Load failed'];

function isFetchFailure(error: unknown): boolean {
  return error instanceof TypeError && FETCH_FAILURE_MESSAGES.some((prefix) => error.message.startsWith(prefix));
}

/** What webpack's chunk loaders attach to their errors: `type` 'timeout' | 'missing' | 'error'. */
function chunkFailure(error: unknown): { readonly type?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { name, code } = error as { name?: unknown; code?: unknown };
  // A script chunk (ChunkLoadError) or a CSS chunk (mini-css-extract's CSS_CHUNK_LOAD_FAILED).
  return name === 'ChunkLoadError' || code === 'CSS_CHUNK_LOAD_FAILED' ? error : undefined;
}

/**
 * Sorts a failure by its type, never its message: our own failures carry their kind
 * (RemoteLoadError, ContainerError); webpack's chunk errors say `type`; an abort or time-out is a
 * DOMException by name; a failed fetch is network; anything else is the remote's code throwing.
 */
export function classifyRemoteFailure(error: unknown): RemoteFailureKind {
  if (error instanceof RemoteLoadError || error instanceof ContainerError) return error.kind;
  const chunk = chunkFailure(error);
  if (chunk) return chunk.type === 'timeout' ? 'timeout' : 'network';
  const name = error instanceof Error ? error.name : '';
  if (name === 'AbortError' || name === 'TimeoutError') return 'timeout';
  if (isFetchFailure(error)) return 'network';
  return 'execution';
}
