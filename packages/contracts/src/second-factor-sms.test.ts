import { koreanMobileE164 } from './second-factor-sms';

describe('koreanMobileE164', () => {
  it.each([
    ['010-1234-5678', '+821012345678'],
    ['01012345678', '+821012345678'],
    ['010 1234 5678', '+821012345678'],
    ['+82 10-1234-5678', '+821012345678'],
    ['+82 010 1234 5678', '+821012345678'],
    ['011-123-4567', '+82111234567'],
  ])('takes %s as %s', (input, e164) => {
    expect(koreanMobileE164(input)).toBe(e164);
  });

  it.each(['', '02-123-4567', '010-12-34', '010-1234-56789', '+1 650 555 1234', 'abc', '012-1234-5678'])(
    'refuses %p',
    (input) => {
      expect(koreanMobileE164(input)).toBeNull();
    },
  );
});
