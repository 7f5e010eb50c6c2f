import { formatDate, formatDateTime } from './format-date';

describe('press dates', () => {
  it('are written in Korea’s time, whatever the machine’s zone', () => {
    // 15:30 UTC is 00:30 the next day in Korea.
    expect(formatDate('2025-03-14T15:30:00.000Z')).toBe('2025. 3. 15.');
    expect(formatDateTime('2025-03-14T15:30:00.000Z')).toBe('2025. 3. 15. 오전 12:30');
  });

  it('use 오전/오후 and a 12-hour clock with padded minutes', () => {
    expect(formatDateTime('2025-03-14T03:05:00.000Z')).toBe('2025. 3. 14. 오후 12:05');
    expect(formatDateTime('2025-03-14T06:05:00.000Z')).toBe('2025. 3. 14. 오후 3:05');
    expect(formatDateTime('2025-12-31T14:59:00.000Z')).toBe('2025. 12. 31. 오후 11:59');
  });
});
