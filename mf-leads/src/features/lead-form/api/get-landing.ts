import type { PageRequest } from '@gagyeong/contracts';
import { cleanAttribution, knownAttribution, type Attribution } from '@gagyeong/contracts/attribution';
import { seededData } from '@gagyeong/contracts/server-data';

const LANDING_KEY = ['lead-form', 'landing'] as const;

/**
 * The attribution of the visit a page starts, as the host worked it out from the request's address
 * and referrer, for the lead forms' hidden fields (a form posted before the script runs, or without
 * JavaScript, sends what the script would have sent): the fields the contracts know, cleaned by
 * the text rule, empty ones left out. Only the server runs it
 * (docs/decisions/0085-server-data-handoff.md); the browser reads what the server handed over,
 * and its script sends the attribution the shell captured itself (visit-attribution.ts).
 */
export function landingQueryOptions(request: PageRequest | undefined) {
  return {
    queryKey: LANDING_KEY,
    queryFn: async (): Promise<Partial<Attribution>> => knownAttribution(cleanAttribution(request?.landing)),
  };
}

/** The landing the server handed over, read back cleaned by the same rule; {} when there is none. */
export function seededLanding(serverData: unknown): Partial<Attribution> {
  return knownAttribution(cleanAttribution(seededData(serverData, LANDING_KEY)));
}
