import { ATTRIBUTION_FIELDS, readAttribution, type Attribution } from '@gagyeong/contracts/attribution';

/**
 * The campaign attribution the shell captured on this visit's first page, only the fields that
 * are known (a lead without any is sent as before).
 */
export function visitAttribution(win: Window = window): Partial<Attribution> {
  let all: Attribution;
  try {
    all = readAttribution(win.sessionStorage);
  } catch {
    return {};
  }
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.filter((field) => all[field] !== '').map((field) => [field, all[field]]),
  );
}
