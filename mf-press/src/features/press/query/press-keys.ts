/** Query-cache keys of the press pages; the list is keyed by site slug (docs/product.md §4). */
export const pressKeys = {
  all: ['press'] as const,
  lists: () => ['press', 'list'] as const,
  /** Every list of a site, whichever page it starts at. */
  siteLists: (site: string) => ['press', 'list', site] as const,
  /** A site's list from page `firstPage`: 1 (the newest) or the `?page=N` the address names. */
  list: (site: string, firstPage: number) => ['press', 'list', site, firstPage] as const,
  article: (id: string) => ['press', 'article', id] as const,
};
