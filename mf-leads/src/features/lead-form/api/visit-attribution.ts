import { knownAttribution, readAttribution, type Attribution } from '@gagyeong/contracts/attribution';

/**
 * The campaign attribution the shell captured on this visit's first page, only the fields that
 * are known (a lead without any is sent as before).
 */
export function visitAttribution(win: Window = window): Partial<Attribution> {
  try {
    return knownAttribution(readAttribution(win.sessionStorage));
  } catch {
    return {};
  }
}
