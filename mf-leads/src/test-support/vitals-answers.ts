/** What the embedded API answers /admin's real-visitor speed section (vitals-section.tsx) with: no beacon yet. */
export const EMPTY_VITALS = {
  days: 7,
  from: '2026-01-24T00:00:00.000Z',
  to: '2026-01-30T23:59:59.999Z',
  rows: [],
  dropped: 0,
};

/** The same answer by path, for `mockFetchByPath`. */
export const VITALS_ANSWERS = {
  '/api/admin/vitals': { status: 200, body: EMPTY_VITALS },
};
