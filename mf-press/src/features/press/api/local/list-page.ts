import { PressPageSchema, type PressPage } from '@gagyeong/contracts/press';
import { pressApi } from './press-api';

/** `GET {apiBase}/press?site=…&cursor=…` */
export async function listPage(apiBase: string, site: string, cursor: string | null): Promise<PressPage> {
  const api = pressApi(apiBase);
  return api.json(api.url(['press'], { site, cursor }), PressPageSchema);
}
