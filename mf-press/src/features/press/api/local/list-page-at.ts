import { PressPageSchema, type PressPage } from '@gagyeong/contracts/press';
import { pressApi } from './press-api';

/** `GET {apiBase}/press?site=…&page=…` */
export async function listPageAt(apiBase: string, site: string, page: number): Promise<PressPage> {
  const api = pressApi(apiBase);
  return api.json(api.url(['press'], { site, page: String(page) }), PressPageSchema);
}
