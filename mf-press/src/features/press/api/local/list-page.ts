import type { PressPage } from '@gagyeong/contracts/press';
import { apiRequest, apiUrl } from './http';
import { toPressPage } from './parse-response';

/** `GET {apiBase}/press?site=…&cursor=…` */
export async function listPage(apiBase: string, site: string, cursor: string | null): Promise<PressPage> {
  return toPressPage(await apiRequest(apiUrl(apiBase, ['press'], { site, cursor })));
}
