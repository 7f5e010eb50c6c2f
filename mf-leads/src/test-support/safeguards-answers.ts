/** What the embedded API answers /admin's reminder and sessions section (admin-safeguards.tsx) with. */
export const ACCESS_REVIEWS = { reviews: [], due: '2026-01' };

export const SESSIONS = {
  sessions: [
    {
      createdAt: '2026-02-02T00:00:00.000Z',
      lastSeenAt: '2026-02-02T01:00:00.000Z',
      ip: '203.0.113.9',
      userAgent: 'Chrome',
      current: true,
    },
  ],
};

/** The same answers by path, for `mockFetchByPath`. */
export const SAFEGUARDS_ANSWERS = {
  '/api/access/reviews': { status: 200, body: ACCESS_REVIEWS },
  '/api/auth/sessions': { status: 200, body: SESSIONS },
};
