import { formatCount } from './number-format';

describe('formatCount', () => {
  // Node carries full ICU here, so the helper is held to what 'ko-KR' formatting gives.
  it.each([0, 7, 84, 999, 1000, 1400, 12345, 999999, 1234567, 100000000, -1400, 1.5, 2500.25])(
    'writes %d as toLocaleString("ko-KR") does',
    (value) => {
      expect(formatCount(value)).toBe(value.toLocaleString('ko-KR', { maximumFractionDigits: 20 }));
    },
  );

  it('writes what is not a finite number as it is', () => {
    expect(formatCount(Number.NaN)).toBe('NaN');
    expect(formatCount(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
