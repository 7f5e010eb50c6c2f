import type { ServerModuleFailureKind } from '@gagyeong/contracts/error-codes';

/**
 * A route module the server could not render, with its kind decided where it happened: the
 * federation has no server entry for its remote (`missing`), the render bound was reached
 * (`timeout`). Anything else a module throws is `execution`.
 */
export class ServerModuleError extends Error {
  override readonly name = 'ServerModuleError';

  constructor(
    readonly kind: ServerModuleFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export function failureKindOf(error: unknown): ServerModuleFailureKind {
  return error instanceof ServerModuleError ? error.kind : 'execution';
}
