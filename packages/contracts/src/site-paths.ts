/**
 * The site slug's own pages, spelled as links and the router use them (the Korean slug
 * percent-encoded). A module of its own, without the route table: the menu's site map links them,
 * and every remote that reads the menu would otherwise carry the whole route table in its
 * first-load JS (docs/decisions/0086-every-page-linked.md).
 */
export const PRESS_LIST_PATH = (site: string) => `/${encodeURIComponent(site)}/press`;
export const CUSTOMER_PATH = (site: string) => `/${encodeURIComponent(site)}/customer`;

/**
 * The interest page: the popup's own form (fields, messages, consent, endpoint) in a page of its
 * own. Every popup opener links here, so a tap before the scripts run, or without them, registers
 * there (docs/architecture.md §3, "Before the scripts run").
 */
export const INTEREST_PAGE_PATH = '/Promotion/Customer';
