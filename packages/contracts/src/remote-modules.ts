import type { ComponentType, ReactNode } from 'react';
import type { Attribution } from './attribution';
import type { SiteConfig } from './config';

/** Federation container names (the `name` each remote is built with). */
export const REMOTE_NAMES = ['mf_marketing', 'mf_press', 'mf_leads'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Props the shell gives every remote page. Remotes read config from here, never from globals. */
export interface PageBaseProps {
  readonly config: SiteConfig;
  /**
   * What this module's `loadServerData` returned when the page was rendered on the server; given
   * on the server and again in the browser for the first page only (undefined afterwards). A
   * dehydrated query cache (`@gagyeong/contracts/server-data`); modules read it by query key.
   */
  readonly serverData?: unknown;
}

/** What the host gives a module's `loadServerData` on the server. */
export interface ServerDataContext {
  readonly config: SiteConfig;
  /** The route's params, decoded (e.g. `{ site, id }` for a press article). */
  readonly params: Readonly<Record<string, string>>;
  /** Absolute origin at which the server reaches its own API (config.backend.apiBase is relative). */
  readonly apiOrigin: string;
  /** Aborted when the server render bound is reached. */
  readonly signal: AbortSignal;
  /** What the host knows of the request beyond its path; absent from hosts that predate it. */
  readonly request?: PageRequest;
}

/**
 * The request a page is rendered for, as far as modules may see it
 * (docs/decisions/0033-campaign-attribution.md).
 */
export interface PageRequest {
  /** The query string as requested: '' or '?…'. */
  readonly search: string;
  /**
   * The visit's attribution when this request starts a visit (attribution.ts `startsVisit`), for
   * the lead forms' hidden fields; absent for a page reached from this site.
   */
  readonly landing?: Attribution;
  /**
   * The session cookie (`name=value`), given only to the modules that render for one signed-in
   * person (`PER_PERSON_MODULES`); such pages are never kept in a shared cache.
   */
  readonly sessionCookie?: string;
}

export interface HomePageProps extends PageBaseProps {
  /** The visit-reservation form, filled by the shell with mf-leads' VisitForm (docs/architecture.md §3). */
  readonly visitFormSlot: ReactNode;
  /** True while the interest popup is open: the desktop home ignores wheel input then (docs/product.md §4). */
  readonly popupOpen: boolean;
}

/** A marketing section module renders one of its pages, chosen by the route. */
export interface SectionPageProps<P extends string> extends PageBaseProps {
  readonly page: P;
}

export type BrandPage = 'intro' | 'video';
export type BusinessGuidePage = 'intro' | 'plan' | 'documents';
export type SalesInfoPage = 'guide' | 'announcement' | 'SubscriptionGuide' | 'StampTax';
export type LocationEnvironmentPage = 'intro' | 'primium';
export type ComplexGuidePage = 'intro' | 'detailintro' | 'community';
export type FloorPlanPage = '59A' | '59B' | '84A' | '84B' | '114A' | '114B' | 'videos' | 'Emodel';
export type InteriorPage = '59A' | '84A' | '84B';

export interface InterestPopupProps extends PageBaseProps {
  readonly open: boolean;
  /** Called when the visitor closes the popup (X, Escape, or the browser back button). */
  readonly onClose: () => void;
}

/**
 * Every module a remote exposes, keyed `<container>/<exposed name>`, with its props.
 * Remotes type their default export against this map; the shell loads through it.
 */
export interface RemoteModuleProps {
  'mf_marketing/Home': HomePageProps;
  'mf_marketing/Brand': SectionPageProps<BrandPage>;
  'mf_marketing/BusinessGuide': SectionPageProps<BusinessGuidePage>;
  'mf_marketing/SalesInfo': SectionPageProps<SalesInfoPage>;
  'mf_marketing/LocationEnvironment': SectionPageProps<LocationEnvironmentPage>;
  'mf_marketing/ComplexGuide': SectionPageProps<ComplexGuidePage>;
  'mf_marketing/FloorPlan': SectionPageProps<FloorPlanPage>;
  'mf_marketing/Interior': SectionPageProps<InteriorPage>;
  'mf_press/PressList': PageBaseProps;
  'mf_press/PressDetail': PageBaseProps;
  'mf_leads/InterestPopup': InterestPopupProps;
  'mf_leads/VisitForm': PageBaseProps;
  'mf_leads/InterestPage': PageBaseProps;
  'mf_leads/CustomerPage': PageBaseProps;
  'mf_leads/LeadsInbox': PageBaseProps;
  'mf_leads/AdminHome': PageBaseProps;
  'mf_leads/AccessReview': PageBaseProps;
  'mf_leads/RemotesStatus': PageBaseProps;
}

export type RemoteModuleKey = keyof RemoteModuleProps;

/** Every key of RemoteModuleProps, for checks at run time (the type below keeps the list complete). */
export const REMOTE_MODULE_KEYS = [
  'mf_marketing/Home',
  'mf_marketing/Brand',
  'mf_marketing/BusinessGuide',
  'mf_marketing/SalesInfo',
  'mf_marketing/LocationEnvironment',
  'mf_marketing/ComplexGuide',
  'mf_marketing/FloorPlan',
  'mf_marketing/Interior',
  'mf_press/PressList',
  'mf_press/PressDetail',
  'mf_leads/InterestPopup',
  'mf_leads/VisitForm',
  'mf_leads/InterestPage',
  'mf_leads/CustomerPage',
  'mf_leads/LeadsInbox',
  'mf_leads/AdminHome',
  'mf_leads/AccessReview',
  'mf_leads/RemotesStatus',
] as const satisfies readonly RemoteModuleKey[];

// Fails to compile when a key of RemoteModuleProps is missing from the list above.
type MissingModuleKeys = Exclude<RemoteModuleKey, (typeof REMOTE_MODULE_KEYS)[number]>;
export const REMOTE_MODULE_KEYS_COMPLETE: [MissingModuleKeys] extends [never] ? true : MissingModuleKeys = true;

/** The component type a remote must default-export for `key`. */
export type RemoteComponent<K extends RemoteModuleKey> = ComponentType<RemoteModuleProps[K]>;

/** What `loadRemote(key)` resolves to. */
export interface RemoteModule<K extends RemoteModuleKey> {
  readonly default: RemoteComponent<K>;
  /**
   * Server rendering only: loads what the page shows first (e.g. the press list's first page)
   * with the query options the module's components use, and returns its query cache dehydrated
   * (`@gagyeong/contracts/server-data`, docs/decisions/0085-server-data-handoff.md). The result
   * must be JSON; it reaches the component as `serverData` on the server and in the browser. It
   * is exported by the expose's server build only (a `*.server.ts` file beside the exposed one),
   * so browsers never download it. A module without it renders from its props alone.
   */
  readonly loadServerData?: (context: ServerDataContext) => Promise<unknown>;
}

/**
 * How the host may keep a module's server render; the page cache's policy is read from the route's
 * modules here, never from their names (docs/decisions/0080-one-page-pipeline.md):
 * - `shared`: depends on the path (and the layout) only: kept for every visitor;
 * - `per-visit`: a lead form, whose hidden fields carry the visit's landing attribution: kept per
 *   path for a visit without campaign information, never for one with it;
 * - `per-request`: loads data that changes (press): rendered for every request, never kept;
 * - `per-person`: rendered for the signed-in person (admin): never kept, the browser's cache included.
 */
export type ServerRenderPolicy = 'shared' | 'per-visit' | 'per-request' | 'per-person';

export const SERVER_RENDER_POLICY = {
  'mf_marketing/Home': 'shared',
  'mf_marketing/Brand': 'shared',
  'mf_marketing/BusinessGuide': 'shared',
  'mf_marketing/SalesInfo': 'shared',
  'mf_marketing/LocationEnvironment': 'shared',
  'mf_marketing/ComplexGuide': 'shared',
  'mf_marketing/FloorPlan': 'shared',
  'mf_marketing/Interior': 'shared',
  'mf_press/PressList': 'per-request',
  'mf_press/PressDetail': 'per-request',
  // Never rendered on the server (the shell mounts it in the browser when opened).
  'mf_leads/InterestPopup': 'shared',
  'mf_leads/VisitForm': 'per-visit',
  'mf_leads/InterestPage': 'per-visit',
  'mf_leads/CustomerPage': 'per-visit',
  'mf_leads/LeadsInbox': 'per-person',
  'mf_leads/AdminHome': 'per-person',
  'mf_leads/AccessReview': 'per-person',
  'mf_leads/RemotesStatus': 'per-person',
} as const satisfies Record<RemoteModuleKey, ServerRenderPolicy>;

const POLICY_ORDER: readonly ServerRenderPolicy[] = ['shared', 'per-visit', 'per-request', 'per-person'];

/** The policy of a page: the strictest of its modules' (a page without modules is `shared`). */
export function serverRenderPolicy(modules: readonly RemoteModuleKey[]): ServerRenderPolicy {
  return modules.reduce<ServerRenderPolicy>(
    (strictest, key) =>
      POLICY_ORDER.indexOf(SERVER_RENDER_POLICY[key]) > POLICY_ORDER.indexOf(strictest)
        ? SERVER_RENDER_POLICY[key]
        : strictest,
    'shared',
  );
}

/** Modules whose server render depends on who is signed in (the admin pages). */
export const PER_PERSON_MODULES: readonly RemoteModuleKey[] = REMOTE_MODULE_KEYS.filter(
  (key) => SERVER_RENDER_POLICY[key] === 'per-person',
);

/** The lead forms a server render can carry a visit's attribution in (as hidden fields). */
export const LEAD_FORM_MODULES: readonly RemoteModuleKey[] = REMOTE_MODULE_KEYS.filter(
  (key) => SERVER_RENDER_POLICY[key] === 'per-visit',
);

/**
 * What a module's `loadServerData` returns when the thing its route names does not exist (a
 * deleted press article): the host answers 404 with the Not Found page (noindex) linking `href`,
 * and the browser then replaces the page with `href` (docs/product.md §4). The module itself is not
 * rendered, on either side.
 */
export interface MissingPage {
  readonly missing: { readonly href: string; readonly label: string };
}

export function missingPage(href: string, label: string): MissingPage {
  return { missing: { href, label } };
}

export function isMissingPage(value: unknown): value is MissingPage {
  if (typeof value !== 'object' || value === null || !('missing' in value)) return false;
  const { missing } = value;
  return (
    typeof missing === 'object' &&
    missing !== null &&
    typeof (missing as { href?: unknown }).href === 'string' &&
    typeof (missing as { label?: unknown }).label === 'string'
  );
}

/** The remote modules a route renders on the server: its page, and the home page's visit form slot. */
export function serverRenderedModules(module: RemoteModuleKey): RemoteModuleKey[] {
  return module === 'mf_marketing/Home' ? [module, 'mf_leads/VisitForm'] : [module];
}

export function remoteOf(key: RemoteModuleKey): RemoteName {
  return key.slice(0, key.indexOf('/')) as RemoteName;
}

/** Exposed name as webpack's `exposes` spells it: 'mf_press/PressList' → './PressList'. */
export function exposeOf(key: RemoteModuleKey): `./${string}` {
  return `./${key.slice(key.indexOf('/') + 1)}`;
}
