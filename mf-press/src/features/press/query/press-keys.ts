/** Query-cache keys of the press pages; the list is keyed by site slug (docs/product.md §4). */
export const pressKeys = {
  all: ['press'] as const,
  lists: () => ['press', 'list'] as const,
  list: (site: string) => ['press', 'list', site] as const,
  article: (id: string) => ['press', 'article', id] as const,
};
