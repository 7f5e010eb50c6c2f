/** The dashboard's period as the page's address names it (`?from=YYYY-MM-DD&to=YYYY-MM-DD`). */
export interface DashboardPeriod {
  readonly from: string;
  readonly to: string;
}

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
