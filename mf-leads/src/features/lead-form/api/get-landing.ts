import type { PageRequest } from '@gagyeong/contracts';
import { ATTRIBUTION_FIELDS, cleanAttributionValue, type Attribution } from '@gagyeong/contracts/attribution';
import { seededData } from '@gagyeong/contracts/server-data';

const LANDING_KEY = ['lead-form', 'landing'] as const;

/** The fields of an attribution record this form knows, each cleaned by the text rule; empty ones left out. */
function knownFields(record: Readonly<Record<string, unknown>>): Partial<Attribution> {
  const known: Partial<Record<(typeof ATTRIBUTION_FIELDS)[number], string>> = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = record[field];
    if (typeof value !== 'string') continue;
    const cleaned = cleanAttributionValue(value, field);
    if (cleaned !== '') known[field] = cleaned;
  }
  return known;
}

/**
 * The attribution of the visit a page starts, as the host worked it out from the request's address
 * and referrer, for the lead forms' hidden fields (a form posted before the script runs, or without
 * JavaScript, sends what the script would have sent). Only the server runs it
 * (docs/decisions/0085-server-data-handoff.md); the browser reads what the server handed over,
 * and its script sends the attribution the shell captured itself (visit-attribution.ts).
 */
export function landingQueryOptions(request: PageRequest | undefined) {
  return {
    queryKey: LANDING_KEY,
    queryFn: async (): Promise<Partial<Attribution>> => knownFields(request?.landing ?? {}),
  };
}

/** The landing the server handed over, read back cleaned by the same rule; {} when there is none. */
export function seededLanding(serverData: unknown): Partial<Attribution> {
  const landing = seededData(serverData, LANDING_KEY);
  return typeof landing === 'object' && landing !== null ? knownFields(landing as Record<string, unknown>) : {};
}
