import { randomUUID } from 'node:crypto';
import type { RemoteName } from '@gagyeong/contracts';
import { DEPLOY_CLAIM, DEPLOY_LOG_COLLECTION, isRemoteName, type DeployLogAction } from '@gagyeong/contracts/live-map';
import { ReleaseError } from './release-error';

/**
 * Deploy rights per account and remote: the `deploy` custom claim (`['mf_press']`) that
 * firestore.rules read, set by the operator with administrator credentials through the Identity
 * Toolkit API (what the Admin SDK's setCustomUserClaims calls), and recorded in the deployment log
 * with the same credentials (past the rules, which let no client write a rights change).
 * See docs/decisions/0061-one-live-map-for-the-fleet.md.
 */

export interface AdminTarget {
  /** `https://identitytoolkit.googleapis.com/v1/projects/<id>`, or the Auth emulator's base. */
  readonly authBase: string;
  /** `https://firestore.googleapis.com/v1/projects/<id>/databases/(default)`, or the emulator's. */
  readonly firestoreDatabase: string;
  /** An OAuth access token with the cloud-platform scope (the emulators take `owner`). */
  readonly accessToken: () => Promise<string>;
}

export interface RightsChange {
  readonly action: Extract<DeployLogAction, 'grant' | 'revoke'>;
  readonly email: string;
  readonly remote: RemoteName;
  /** The operator, as the log records them. */
  readonly by: string;
}

async function call(target: AdminTarget, url: string, body: unknown, what: string): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await target.accessToken()}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  if (!response.ok) throw new ReleaseError(`${what} refused (HTTP ${response.status}): ${text.slice(0, 300)}`);
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

function claimsOf(customAttributes: unknown): Record<string, unknown> {
  if (typeof customAttributes !== 'string' || customAttributes === '') return {};
  const parsed: unknown = JSON.parse(customAttributes);
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}

/** The remotes an account's claims let it deploy. */
export function deployRightsOf(claims: Readonly<Record<string, unknown>>): RemoteName[] {
  const rights = claims[DEPLOY_CLAIM];
  return Array.isArray(rights) ? rights.filter(isRemoteName) : [];
}

/**
 * Grants or revokes one account's right to deploy one remote, keeping its other claims (the
 * `admin` claim, other remotes), then appends the change to the deployment log. A revocation also
 * ends the account's sessions (`validSince`), so an ID token issued before it is not renewed.
 * Resolves with the remotes the account may deploy afterwards.
 */
export async function changeDeployRights(target: AdminTarget, change: RightsChange): Promise<RemoteName[]> {
  const lookup = (await call(target, `${target.authBase}/accounts:lookup`, { email: [change.email] }, 'looking up the account')) as
    | { users?: { localId?: string; customAttributes?: string }[] }
    | undefined;
  const user = lookup?.users?.[0];
  if (!user?.localId) throw new ReleaseError(`no Firebase Auth account ${change.email}`);
  const claims = claimsOf(user.customAttributes);
  const before = deployRightsOf(claims);
  const after =
    change.action === 'grant'
      ? [...new Set([...before, change.remote])]
      : before.filter((remote) => remote !== change.remote);
  const { [DEPLOY_CLAIM]: _previous, ...others } = claims;
  const next = after.length > 0 ? { ...others, [DEPLOY_CLAIM]: after } : others;
  await call(
    target,
    `${target.authBase}/accounts:update`,
    {
      localId: user.localId,
      customAttributes: JSON.stringify(next),
      ...(change.action === 'revoke' ? { validSince: String(Math.floor(Date.now() / 1000)) } : {}),
    },
    'setting the deploy claim',
  );
  const log = call(
    target,
    `${target.firestoreDatabase}/documents:commit`,
    {
      writes: [
        {
          update: {
            name: `${target.firestoreDatabase.replace(/^.*?(projects\/)/, '$1')}/documents/${DEPLOY_LOG_COLLECTION}/${randomUUID()}`,
            fields: {
              by: { stringValue: change.by },
              action: { stringValue: change.action },
              remote: { stringValue: change.remote },
              version: { nullValue: null },
              url: { nullValue: null },
              from: { nullValue: null },
              subject: { stringValue: change.email },
            },
          },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: false },
        },
      ],
    },
    'appending the rights change to the deployment log',
  );
  try {
    await log;
  } catch (error) {
    throw new ReleaseError(
      `the deploy claim of ${change.email} was changed, but ${(error as Error).message}; run the command again to record it`,
    );
  }
  return after;
}
