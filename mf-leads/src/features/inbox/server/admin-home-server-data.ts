import * as v from 'valibot';
import type { ServerDataContext } from '@gagyeong/contracts';
import { isApiErrorBody, MeResponseSchema, type SessionUser } from '@gagyeong/contracts/auth';
import { LeadStatsSchema, type LeadStats } from '@gagyeong/contracts/leads';
import { INBOX_TEXT } from '../../../content/leads-text';
import { loadVitalsData, vitalsDataOf, type VitalsServerData } from '../../vitals';
import { apiBaseOf } from '../api/api-base';

/** The dashboard's period as the page's address names it (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
export interface DashboardPeriod {
  readonly from: string;
  readonly to: string;
}

/**
 * What `/admin` loads on the server for the person whose session the request carries: nobody
 * (the sign-in form), someone who is not an administrator (no figures), or the administrator with
 * the dashboard's figures for the period the address names (or why there are none).
 */
export type AdminHomeServerData =
  | { readonly kind: 'signed-out' }
  | {
      readonly kind: 'signed-in';
      readonly user: SessionUser;
      readonly dashboard?: DashboardServerData;
      /** Real visitors' speed (features/vitals). */
      readonly vitals?: VitalsServerData;
    };

export type DashboardServerData =
  | { readonly kind: 'ready'; readonly period: DashboardPeriod; readonly stats: LeadStats }
  | { readonly kind: 'error'; readonly period: DashboardPeriod; readonly message: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** The period of a query string: each end a YYYY-MM-DD day or '' (the server's default). */
export function periodFromSearch(search: string): DashboardPeriod {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return { from: day('from'), to: day('to') };
}

/**
 * On the server the embedded API is asked as the person the request is for: with the session cookie
 * the host hands over for admin pages only. Every figure is checked by the API again (401/403).
 */
export async function loadAdminHomeData(context: ServerDataContext): Promise<AdminHomeServerData | undefined> {
  // Firebase mode: the session lives in the browser's Firebase Auth, which the server cannot see.
  if (context.config.backend.mode !== 'local') return undefined;
  const cookie = context.request?.sessionCookie;
  if (!cookie) return { kind: 'signed-out' };
  const base = new URL(apiBaseOf(context.config), `${context.apiOrigin}/`).href.replace(/\/+$/, '');
  const get = (path: string) =>
    fetch(`${base}${path}`, { headers: { accept: 'application/json', cookie }, signal: context.signal });

  const me = await get('/auth/me');
  if (!me.ok) throw new Error(`GET /auth/me answered ${me.status}`);
  const user = toUser(await me.json());
  if (!user) return { kind: 'signed-out' };
  if (user.role !== 'admin') return { kind: 'signed-in', user };

  const period = periodFromSearch(context.request?.search ?? '');
  const query = new URLSearchParams(Object.entries(period).filter(([, value]) => value !== '')).toString();
  const [answer, vitals] = await Promise.all([
    get(`/leads/stats${query ? `?${query}` : ''}`),
    loadVitalsData(get, context.request?.search ?? ''),
  ]);
  const body: unknown = await answer.json().catch(() => undefined);
  if (answer.ok) {
    return { kind: 'signed-in', user, dashboard: { kind: 'ready', period, stats: toLeadStats(body) }, vitals };
  }
  const message = isApiErrorBody(body) ? body.error.message : INBOX_TEXT.unexpected;
  return { kind: 'signed-in', user, dashboard: { kind: 'error', period, message }, vitals };
}

/** The API's answers, read with the contracts' response schemas (throws on anything else). */
function toUser(value: unknown): SessionUser | null {
  return v.parse(MeResponseSchema, value).user;
}

function toLeadStats(value: unknown): LeadStats {
  return v.parse(LeadStatsSchema, value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The host passes `serverData` on as `unknown`: only the shapes written above are used. */
export function adminHomeDataOf(serverData: unknown): AdminHomeServerData | undefined {
  if (!isRecord(serverData)) return undefined;
  if (serverData.kind === 'signed-out') return { kind: 'signed-out' };
  if (serverData.kind !== 'signed-in') return undefined;
  let user: SessionUser | null;
  try {
    user = toUser({ user: serverData.user });
  } catch {
    return undefined;
  }
  if (!user) return undefined;
  const { dashboard } = serverData;
  const vitals = vitalsDataOf(serverData.vitals);
  if (!isRecord(dashboard) || !isRecord(dashboard.period))
    return { kind: 'signed-in', user, ...(vitals ? { vitals } : {}) };
  const period = periodFromSearch(
    new URLSearchParams({ from: String(dashboard.period.from), to: String(dashboard.period.to) }).toString(),
  );
  const withVitals = vitals ? { vitals } : {};
  if (dashboard.kind === 'error' && typeof dashboard.message === 'string') {
    return { kind: 'signed-in', user, dashboard: { kind: 'error', period, message: dashboard.message }, ...withVitals };
  }
  try {
    return {
      kind: 'signed-in',
      user,
      dashboard: { kind: 'ready', period, stats: toLeadStats(dashboard.stats) },
      ...withVitals,
    };
  } catch {
    return { kind: 'signed-in', user, ...withVitals };
  }
}
