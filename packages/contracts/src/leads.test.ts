import { EMPTY_ATTRIBUTION } from './attribution';
import * as v from 'valibot';
import {
  isHoneypotFilled,
  LEAD_CONSENT,
  LEAD_LIMITS,
  LEAD_MEMO_MAX,
  LEAD_RETENTION,
  LEAD_UPDATE_MESSAGES,
  LEAD_MESSAGES,
  leadFieldErrors,
  LeadSchema,
  VISIT_PHONE_PATTERN,
  VISIT_PHONE_REGEX,
} from './leads';
import { leadPurgeDueAt, UpdateLeadSchema } from './lead-admin-rules';

const valid = { form: 'popup', name: '홍길동', phone: '010-1234-5678', consent: true };

function firstMessage(input: unknown): string | undefined {
  const result = v.safeParse(LeadSchema, input);
  return result.success ? undefined : result.issues[0]?.message;
}

describe('LeadSchema', () => {
  it('accepts the popup fields, trims text and defaults the message', () => {
    const result = v.parse(LeadSchema, { ...valid, name: '  홍길동 ', id: 'A0E1C9D2-1B2C-4D3E-8F90-112233445566' });
    expect(result).toEqual({
      id: 'a0e1c9d2-1b2c-4d3e-8f90-112233445566',
      form: 'popup',
      name: '홍길동',
      phone: '010-1234-5678',
      message: '',
      consent: true,
      _gotcha: '',
      ...EMPTY_ATTRIBUTION,
    });
  });

  it('accepts form-encoded values: consent "on", an empty id and message', () => {
    const result = v.parse(LeadSchema, { ...valid, consent: 'on', id: '', message: '', _gotcha: '' });
    expect(result.id).toBeUndefined();
    expect(result.consent).toBe(true);
  });

  it.each([
    [{ ...valid, name: '' }, LEAD_MESSAGES.nameRequired],
    [{ ...valid, name: '   ' }, LEAD_MESSAGES.nameRequired],
    [{ ...valid, name: undefined }, LEAD_MESSAGES.nameRequired],
    [{ ...valid, name: 42 }, LEAD_MESSAGES.nameType],
    [{ ...valid, name: '가'.repeat(LEAD_LIMITS.name + 1) }, LEAD_MESSAGES.nameTooLong],
    [{ ...valid, phone: '' }, LEAD_MESSAGES.phoneRequired],
    [{ ...valid, phone: ['010'] }, LEAD_MESSAGES.phoneType],
    [{ ...valid, phone: '1'.repeat(LEAD_LIMITS.phone + 1) }, LEAD_MESSAGES.phoneTooLong],
    [{ ...valid, message: '가'.repeat(LEAD_LIMITS.message + 1) }, LEAD_MESSAGES.messageTooLong],
    [{ ...valid, message: { text: 'x' } }, LEAD_MESSAGES.messageType],
    [{ ...valid, consent: false }, LEAD_MESSAGES.consentRequired],
    [{ ...valid, consent: undefined }, LEAD_MESSAGES.consentRequired],
    [{ ...valid, consent: 'false' }, LEAD_MESSAGES.consentRequired],
    [{ form: 'popup', name: '홍길동', phone: '010-1234-5678' }, LEAD_MESSAGES.consentRequired],
    [{ ...valid, form: 'other' }, LEAD_MESSAGES.form],
    [{ name: '홍길동', phone: '010-1234-5678', consent: true }, LEAD_MESSAGES.form],
    [{ ...valid, id: 'not-a-uuid' }, LEAD_MESSAGES.id],
    [{ ...valid, id: 7 }, LEAD_MESSAGES.id],
    ['name=홍길동', LEAD_MESSAGES.notObject],
    [null, LEAD_MESSAGES.notObject],
  ])('rejects %j with its Korean message', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('applies the docs/product.md §5 phone pattern to the visit form only', () => {
    expect(firstMessage({ ...valid, form: 'visit', phone: '02-123-4567' })).toBe(LEAD_MESSAGES.phoneFormat);
    expect(firstMessage({ ...valid, form: 'visit', phone: '010 1234 5678' })).toBeUndefined();
    expect(firstMessage({ ...valid, form: 'popup', phone: '02-123-4567' })).toBeUndefined();
  });

  it('reports errors per field', () => {
    expect(leadFieldErrors({ ...valid, name: '', consent: false })).toEqual({
      name: LEAD_MESSAGES.nameRequired,
      consent: LEAD_MESSAGES.consentRequired,
    });
    expect(leadFieldErrors(valid)).toEqual({});
  });
});

describe('visit phone pattern', () => {
  it.each(['01012345678', '010-1234-5678', '010 123 4567', '011-234-5678'])('accepts %s', (phone) => {
    expect(VISIT_PHONE_REGEX.test(phone)).toBe(true);
  });

  it.each(['010123456', '010--1234-5678', '02-1234-5678', '010-1234-56789', '+821012345678'])('rejects %s', (phone) => {
    expect(VISIT_PHONE_REGEX.test(phone)).toBe(false);
  });

  it('compiles with the v flag, as browsers compile the pattern attribute', () => {
    expect(() => new RegExp(`^(?:${VISIT_PHONE_PATTERN})$`, 'v')).not.toThrow();
  });
});

describe('isHoneypotFilled', () => {
  it('is true only for a non-empty _gotcha', () => {
    expect(isHoneypotFilled({ _gotcha: 'http://spam' })).toBe(true);
    expect(isHoneypotFilled({ _gotcha: '' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });
});

describe('LEAD_RETENTION and leadPurgeDueAt', () => {
  const kst = (iso: string) => Date.parse(`${iso}+09:00`);

  it('is due one year after arrival when never closed, one year after closing otherwise', () => {
    expect(leadPurgeDueAt({ createdAt: kst('2025-04-10T13:45:00'), closedAt: null })).toBe(kst('2026-04-10T13:45:00'));
    expect(leadPurgeDueAt({ createdAt: kst('2024-12-01T09:00:00'), closedAt: kst('2025-03-15T18:00:00') })).toBe(
      kst('2026-03-15T18:00:00'),
    );
  });

  it('counts on the Korean calendar, across the UTC date line and a leap day', () => {
    // 00:30 on 1 January in Korea is still 31 December in UTC.
    expect(leadPurgeDueAt({ createdAt: kst('2025-01-01T00:30:00'), closedAt: null })).toBe(kst('2026-01-01T00:30:00'));
    expect(leadPurgeDueAt({ createdAt: kst('2024-02-29T08:00:00'), closedAt: null })).toBe(kst('2025-03-01T08:00:00'));
  });

  it('is the rule the consent text states', () => {
    expect(LEAD_RETENTION.years).toBe(1);
    expect(LEAD_CONSENT.retention).toBe(
      '상담 종료 후 1년(상담이 종료되지 않은 경우 신청일로부터 1년) 또는 동의 철회 시까지 보관 후 지체 없이 파기',
    );
  });
});

describe('UpdateLeadSchema', () => {
  const message = (input: unknown) => {
    const result = v.safeParse(UpdateLeadSchema, input);
    return result.success ? undefined : result.issues[0]?.message;
  };

  it('takes a status, a trimmed memo, or both', () => {
    expect(v.parse(UpdateLeadSchema, { status: 'closed' })).toEqual({ status: 'closed' });
    expect(v.parse(UpdateLeadSchema, { memo: '  통화 완료 ' })).toEqual({ memo: '통화 완료' });
    expect(v.parse(UpdateLeadSchema, { status: 'new', memo: '' })).toEqual({ status: 'new', memo: '' });
  });

  it('refuses nothing to change, unknown statuses and long memos with Korean messages', () => {
    expect(message({})).toBe(LEAD_UPDATE_MESSAGES.empty);
    expect(message({ status: 'archived' })).toBe(LEAD_UPDATE_MESSAGES.status);
    expect(message({ memo: 1 })).toBe(LEAD_UPDATE_MESSAGES.memoType);
    expect(message({ memo: 'x'.repeat(LEAD_MEMO_MAX + 1) })).toBe(LEAD_UPDATE_MESSAGES.memoTooLong);
    expect(message({ memo: 'x'.repeat(LEAD_MEMO_MAX) })).toBeUndefined();
  });
});
