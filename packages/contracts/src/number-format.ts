/**
 * Numbers as the site writes them in Korean text ("1,400세대"), without `Intl`: a page's first
 * `toLocaleString`/`Intl.*` call loads ICU's locale data, 35 ms of main thread on the bench
 * machine before Lighthouse's 4× factor, and the marketing and press pages made it while their
 * modules were evaluated (docs/decisions/0098-short-tasks-after-the-first-paint.md). Korean groups
 * digits by thousands with a comma and writes decimals with a point, as 'ko-KR' formats them.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole = '', fraction] = String(Math.abs(value)).split('.');
  // String() writes 1e21 and above in exponent form; so does no count this site shows.
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
