import { isApiErrorBody, type SessionUser } from '@gagyeong/contracts/auth';
import {
  isLeadForm,
  isLeadStatus,
  type LeadForm,
  type LeadPage,
  type LeadRecord,
  type LeadStats,
  type LeadStatus,
  type LeadUpdateInput,
} from '@gagyeong/contracts/leads';
import { ATTRIBUTION_FIELDS, EMPTY_ATTRIBUTION, type Attribution } from '@gagyeong/contracts/attribution';
import { INBOX_TEXT } from '../../../content/leads-text';

/** A failed inbox call with a Korean message; `status` 0 means no answer at all. */
export class InboxError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'InboxError';
  }
}

export interface InboxFilter {
  readonly form: LeadForm | '';
  readonly status: LeadStatus | '';
  /** Exact campaign source (or referring host), medium and campaign; '' for any. */
  readonly source: string;
  readonly medium: string;
  readonly campaign: string;
  /** YYYY-MM-DD or '' */
  readonly from: string;
  readonly to: string;
}

export const EMPTY_FILTER: InboxFilter = { form: '', status: '', source: '', medium: '', campaign: '', from: '', to: '' };

function query(params: Record<string, string>): string {
  const search = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return search ? `?${search}` : '';
}

async function call(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      credentials: 'same-origin',
      ...init,
      headers: { Accept: 'application/json', ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
    });
  } catch {
    throw new InboxError(INBOX_TEXT.networkError, 0);
  }
  if (response.status === 204) return undefined;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new InboxError(isApiErrorBody(body) ? body.error.message : INBOX_TEXT.unexpected, response.status);
  }
  return body;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function toUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || !('user' in value)) throw new InboxError(INBOX_TEXT.unexpected, 200);
  const { user } = value;
  if (user === null) return null;
  if (!isRecord(user) || typeof user.email !== 'string' || (user.role !== 'admin' && user.role !== 'member')) {
    throw new InboxError(INBOX_TEXT.unexpected, 200);
  }
  return { email: user.email, role: user.role };
}

function toLeadPage(value: unknown): LeadPage {
  if (!isRecord(value) || !Array.isArray(value.items)) throw new InboxError(INBOX_TEXT.unexpected, 200);
  const nextCursor = value.nextCursor;
  if (nextCursor !== null && typeof nextCursor !== 'string') throw new InboxError(INBOX_TEXT.unexpected, 200);
  return { items: value.items.map(toLeadRecord), nextCursor };
}

/** A server without attribution (older version) answers none: every field unknown. */
function toAttribution(value: unknown): Attribution {
  if (!isRecord(value)) return EMPTY_ATTRIBUTION;
  const result = { ...EMPTY_ATTRIBUTION } as Record<(typeof ATTRIBUTION_FIELDS)[number], string>;
  for (const field of ATTRIBUTION_FIELDS) {
    const text = value[field];
    if (typeof text === 'string') result[field] = text;
  }
  return result;
}

function toLeadRecord(item: unknown): LeadRecord {
  if (
    !isRecord(item) ||
    typeof item.id !== 'string' ||
    typeof item.name !== 'string' ||
    typeof item.phone !== 'string' ||
    typeof item.message !== 'string' ||
    typeof item.createdAt !== 'string' ||
    typeof item.consentAt !== 'string' ||
    (item.form !== 'popup' && item.form !== 'visit' && item.form !== 'customer') ||
    !isLeadStatus(item.status) ||
    typeof item.memo !== 'string' ||
    (item.closedAt !== null && typeof item.closedAt !== 'string')
  ) {
    throw new InboxError(INBOX_TEXT.unexpected, 200);
  }
  return {
    id: item.id,
    form: item.form,
    status: item.status,
    memo: item.memo,
    closedAt: item.closedAt,
    name: item.name,
    phone: item.phone,
    message: item.message,
    consent: item.consent === true,
    consentAt: item.consentAt,
    consentVersion: typeof item.consentVersion === 'string' ? item.consentVersion : '',
    userAgent: typeof item.userAgent === 'string' ? item.userAgent : '',
    attribution: toAttribution(item.attribution),
    createdAt: item.createdAt,
  };
}

export function toLeadStats(value: unknown): LeadStats {
  const bad = () => new InboxError(INBOX_TEXT.unexpected, 200);
  if (
    !isRecord(value) ||
    typeof value.from !== 'string' ||
    typeof value.to !== 'string' ||
    typeof value.total !== 'number' ||
    !Array.isArray(value.daily) ||
    !Array.isArray(value.campaigns)
  ) {
    throw bad();
  }
  const daily = value.daily.map((row: unknown) => {
    if (!isRecord(row) || typeof row.day !== 'string' || typeof row.source !== 'string' || !isLeadForm(row.form) || typeof row.count !== 'number') {
      throw bad();
    }
    return { day: row.day, source: row.source, form: row.form, count: row.count };
  });
  const campaigns = value.campaigns.map((row: unknown) => {
    if (
      !isRecord(row) ||
      typeof row.source !== 'string' ||
      typeof row.medium !== 'string' ||
      typeof row.campaign !== 'string' ||
      typeof row.count !== 'number'
    ) {
      throw bad();
    }
    return { source: row.source, medium: row.medium, campaign: row.campaign, count: row.count };
  });
  return { from: value.from, to: value.to, total: value.total, daily, campaigns };
}

/** The embedded server's auth and leads endpoints under `apiBase` (e.g. '/api'). */
export function createInboxApi(apiBase: string) {
  const base = apiBase.replace(/\/+$/, '');
  return {
    async me(): Promise<SessionUser | null> {
      return toUser(await call(`${base}/auth/me`));
    },
    /** Signs in with what the administrator typed (docs/architecture.md §8). */
    async signIn(email: string, password: string): Promise<SessionUser | null> {
      return toUser(await call(`${base}/auth/login`, { method: 'POST', body: JSON.stringify({ email, password }) }));
    },
    async signOut(): Promise<void> {
      await call(`${base}/auth/logout`, { method: 'POST' });
    },
    async list(filter: InboxFilter, cursor?: string): Promise<LeadPage> {
      return toLeadPage(await call(`${base}/leads${query({ ...filter, cursor: cursor ?? '' })}`));
    },
    /** Changes status and/or memo; resolves with the stored lead. */
    async update(id: string, update: LeadUpdateInput): Promise<LeadRecord> {
      return toLeadRecord(
        await call(`${base}/leads/${encodeURIComponent(id)}`, { method: 'PATCH', body: JSON.stringify(update) }),
      );
    },
    /** Destroys the lead at once (withdrawn consent). */
    async remove(id: string): Promise<void> {
      await call(`${base}/leads/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    /** The dashboard's figures; '' for the server's default period (the last 30 days). */
    async stats(from: string, to: string): Promise<LeadStats> {
      return toLeadStats(await call(`${base}/leads/stats${query({ from, to })}`));
    },
    csvUrl(filter: InboxFilter): string {
      return `${base}/leads.csv${query({ ...filter })}`;
    },
  };
}

export type InboxApi = ReturnType<typeof createInboxApi>;
