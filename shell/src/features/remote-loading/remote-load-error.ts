import type { RemoteModuleKey } from '@gagyeong/contracts';

/** Stable codes for a remote region that could not render (logged, and shown to tests as data-*). */
export type RemoteFailureKind = 'network' | 'timeout' | 'execution';

export const REMOTE_ERROR_CODES: Record<RemoteFailureKind, string> = {
  network: 'GG-REMOTE-NETWORK',
  timeout: 'GG-REMOTE-TIMEOUT',
  execution: 'GG-REMOTE-EXECUTION',
};

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
 * Sorts a failure into network (unreachable, 404, a chunk that did not load), timeout (our bound
 * or webpack's) or execution (the remote's code threw). ChunkLoadError keeps its name in the message.
 */
export function classifyRemoteFailure(error: unknown): RemoteFailureKind {
  if (error instanceof RemoteLoadError || error instanceof ContainerError) return error.kind;
  const name = error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : String(error);
  const chunkType = (error as { type?: unknown } | null)?.type;
  if (/timeout|timed out|AbortError/i.test(message) || name === 'AbortError' || chunkType === 'timeout') {
    return 'timeout';
  }
  if (name === 'ChunkLoadError' || /Failed to fetch|NetworkError|Load failed|Loading script failed/i.test(message)) {
    return 'network';
  }
  return 'execution';
}
