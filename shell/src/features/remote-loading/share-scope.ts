// webpack's sharing API, which webpack replaces in the shell's own build (its `shared` modules).
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

/**
 * The shell's `default` share scope, with the shell's own shared modules (React, the router, the
 * contracts) registered in it: a remote's container is initialised with it, so the remote uses the
 * copies already on the page (docs/decisions/0055-browser-containers-on-webpack-federation.md).
 */
export async function defaultShareScope(): Promise<unknown> {
  await __webpack_init_sharing__('default');
  return __webpack_share_scopes__.default;
}
