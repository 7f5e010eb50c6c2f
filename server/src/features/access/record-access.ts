import type { FastifyRequest } from 'fastify';
import type { AccessAction } from '@gagyeong/contracts/access';
import { getSession } from '../auth/current-user';
import { appendAccessRecord } from './append-access-record';
import { clientIp } from './render-client';

export interface AccessHandled {
  /** The leads handled (their ids). */
  readonly subjects?: readonly string[];
  /** For an export: how many rows it holds. */
  readonly count?: number;
  readonly detail?: Readonly<Record<string, unknown>>;
  /** The one lead a change or deletion concerns. */
  readonly leadId?: string;
}

/**
 * The one call an admin route makes once it has handled leads: appends the access record for the
 * signed-in account, this request's client address and the app's clock (chained, append-only:
 * docs/decisions/0095-safeguards-for-personal-data.md).
 */
export function recordAccess(request: FastifyRequest, action: AccessAction, handled: AccessHandled = {}): void {
  const session = getSession(request);
  if (!session) throw new Error('recordAccess needs a signed-in request (route without requireAdmin?)');
  const { db, now } = request.server;
  const at = now();
  appendAccessRecord(db, {
    at,
    account: session.user.email,
    ip: clientIp(request, at),
    action,
    subjects: handled.subjects ?? [],
    subjectCount: handled.count,
    detail: handled.detail ?? {},
    leadId: handled.leadId,
  });
  // The chain's new head, to the anchor beside the backups (access-anchor.ts).
  request.server.accessAnchor.appendHead(db, at);
}
