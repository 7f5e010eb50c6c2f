import type { SessionUser } from '@gagyeong/contracts/auth';
import type { PressArticle, PressArticleSummary, PressPage } from '@gagyeong/contracts/press';
import { PRESS_ERRORS } from '../../../../content/press-text';
import { PressApiError } from '../press-backend';

/**
 * Answers are checked at the boundary, so a proxy's HTML page or a server of another version
 * fails as a Korean error instead of breaking a component later.
 */
function invalid(): PressApiError {
  return new PressApiError(PRESS_ERRORS.unexpected, 'invalid_response');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toSummary(value: unknown): PressArticleSummary {
  if (
    !isRecord(value) ||
    typeof value.id !== 'string' ||
    typeof value.siteId !== 'string' ||
    typeof value.title !== 'string' ||
    typeof value.summary !== 'string' ||
    typeof value.date !== 'string' ||
    typeof value.views !== 'number'
  ) {
    throw invalid();
  }
  const { id, siteId, title, summary, date, views } = value;
  return { id, siteId, title, summary, date, views };
}

export function toPressPage(value: unknown): PressPage {
  if (!isRecord(value) || !Array.isArray(value.items)) throw invalid();
  const { nextCursor } = value;
  if (nextCursor !== null && typeof nextCursor !== 'string') throw invalid();
  return { items: value.items.map(toSummary), nextCursor };
}

export function toPressArticle(value: unknown): PressArticle {
  const summary = toSummary(value);
  if (!isRecord(value) || typeof value.content !== 'string') throw invalid();
  return { ...summary, content: value.content };
}

export function toViews(value: unknown): number {
  if (!isRecord(value) || typeof value.views !== 'number') throw invalid();
  return value.views;
}

function toUser(value: unknown): SessionUser {
  if (
    !isRecord(value) ||
    typeof value.email !== 'string' ||
    (value.role !== 'admin' && value.role !== 'member')
  ) {
    throw invalid();
  }
  return { email: value.email, role: value.role };
}

/** `{ user }` of the login and `me` answers; `me` may answer `{ user: null }`. */
export function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || !('user' in value)) throw invalid();
  return value.user === null ? null : toUser(value.user);
}
