// @ts-check
/**
 * MF runtime plugin of every remote's *server* build (see docs/decisions/0005-server-rendering-through-federation.md).
 *
 * The host evaluates a server entry with `__filename` set to the URL it was located at
 * (`<remote base>/server/remoteEntry.js`, the base being the folder of the remote's browser
 * manifest in the remotes map). Asset URLs rendered on the server must be the browser build's,
 * one folder up; lazy server chunks are named `server/…` and resolve against the same base.
 * Like every runtime plugin, this file imports no shared module.
 */
__webpack_public_path__ = __filename.replace(/server\/[^/]*$/, '');

module.exports = function serverPublicPath() {
  return { name: 'gagyeong-server-public-path' };
};
