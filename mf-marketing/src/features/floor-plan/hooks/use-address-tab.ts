import { useLocation } from 'react-router-dom';
import { pageTab } from '@gagyeong/contracts/page-tabs';

/**
 * The tab the address chooses (`?tab=<id>`, contracts' page-tabs.ts) while the page at `path` is
 * shown: the server rendered that tab, so the first render here picks it too.
 */
export function useAddressTab(path: string): string | undefined {
  const { pathname, search } = useLocation();
  return pathname === path ? pageTab(path, search) : undefined;
}
