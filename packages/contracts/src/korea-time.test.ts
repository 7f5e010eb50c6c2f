import { addKoreanYears, koreanDayOf, koreanDayStart, koreanWallClock, startOfKoreanDay } from './korea-time';

describe('Korean time', () => {
  it('reads a Korean calendar day as the span from its midnight in Korea (UTC+9)', () => {
    expect(startOfKoreanDay('2025-03-01')).toBe(Date.parse('2025-02-28T15:00:00Z'));
    expect(koreanDayOf(Date.parse('2025-02-28T14:59:59.999Z'))).toBe('2025-02-28');
    expect(koreanDayOf(Date.parse('2025-02-28T15:00:00Z'))).toBe('2025-03-01');
    expect(koreanDayStart(Date.parse('2025-03-01T14:59:59Z'))).toBe(Date.parse('2025-02-28T15:00:00Z'));
  });

  it.each(['2025-02-30', '2025-13-01', '2025-3-1', '20250301', '', '2025-03-01T00:00'])(
    'refuses %j as a day',
    (day) => {
      expect(startOfKoreanDay(day)).toBeUndefined();
    },
  );

  it('gives the wall clock in Korea, whatever the machine’s zone, and adds years on it', () => {
    expect(koreanWallClock(Date.parse('2025-03-14T06:05:00Z'))).toEqual({
      year: 2025,
      month: 3,
      day: 14,
      hour: 15,
      minute: 5,
    });
    // 29 February 2024, 08:00 in Korea (still the 28th in UTC) moves to 1 March 2025, 08:00.
    expect(new Date(addKoreanYears(Date.parse('2024-02-28T23:00:00Z'), 1)).toISOString()).toBe(
      '2025-02-28T23:00:00.000Z',
    );
  });
});
