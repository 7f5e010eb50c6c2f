/** Leaves the admin page for `href` (a full navigation: the host sets cookies on the way). */
export function openPage(href: string): void {
  window.location.assign(href);
}
