/**
 * Tabs with addresses of their own (docs/architecture.md §3, "Before the scripts run"): on these
 * pages each tab is a link to `?tab=<id>`, so a tap before the page's scripts run, or without
 * them, shows that tab. The host renders the tab the address names and keeps each tab's page
 * apart in its cache; only the ids listed here count (any other value shows the page's first
 * tab, from the page kept without one), so the cache holds at most one page per tab.
 */
export const TAB_PARAM = 'tab';

/** Each page's tab ids, as its remote's content names them (mf-marketing checks that they agree). */
export const PAGE_TABS: Readonly<Record<string, readonly string[]>> = {
  '/FloorPlan/videos': ['1', '2', '3'],
  '/FloorPlan/Emodel': ['84A', '84B', '84C'],
};

/** The tab the query `search` ('' or '?…') names on the page at `pathname`, when it is one of its tabs. */
export function pageTab(pathname: string, search: string): string | undefined {
  const tabs = PAGE_TABS[pathname];
  if (!tabs) return undefined;
  const id = new URLSearchParams(search).get(TAB_PARAM);
  return id !== null && tabs.includes(id) ? id : undefined;
}

/** The address of tab `id` of the page at `pathname`. */
export function tabHref(pathname: string, id: string): string {
  return `${pathname}?${TAB_PARAM}=${encodeURIComponent(id)}`;
}
