import { EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import type { LeadRecord } from '@gagyeong/contracts/leads';

/** A stored lead as the inbox receives it (a visit, never followed up); `overrides` make each test's own. */
export function leadRecord(overrides: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    form: 'visit',
    status: 'new',
    memo: '',
    closedAt: null,
    changedBy: null,
    changedAt: null,
    name: '홍길동',
    phone: '010-1234-5678',
    message: '주말 방문',
    consent: true,
    consentAt: '2025-03-02T15:00:00.000Z',
    consentVersion: '2026-11',
    userAgent: 'test',
    attribution: EMPTY_ATTRIBUTION,
    createdAt: '2025-03-02T15:00:00.000Z',
    ...overrides,
  };
}
