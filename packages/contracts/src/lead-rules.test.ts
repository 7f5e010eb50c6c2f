import { EMPTY_ATTRIBUTION } from './attribution';
import { LEAD_CONSENT, LEAD_MESSAGES, LEAD_STATS_MESSAGES, LEADS_QUERY_MESSAGES } from './leads';
import { followUp, parseLeadFilter, parseStatsPeriod } from './lead-admin-rules';
import { screenLead, storedLead, USER_AGENT_MAX } from './lead-rules';

const kst = (iso: string) => Date.parse(`${iso}+09:00`);

describe('a submission', () => {
  const valid = { form: 'visit', name: '홍길동', phone: '010-1234-5678', consent: true };

  it('is dropped when the honeypot is filled, before anything else is judged', () => {
    expect(screenLead({ _gotcha: 'x' })).toEqual({ kind: 'dropped' });
    expect(screenLead({ ...valid, _gotcha: 'http://spam.example' })).toEqual({ kind: 'dropped' });
  });

  it('is refused with each distinct Korean message, in the schema’s order', () => {
    expect(screenLead({ ...valid, name: '', phone: '02-123-4567', consent: false })).toEqual({
      kind: 'invalid',
      message: LEAD_MESSAGES.nameRequired,
      problems: [LEAD_MESSAGES.nameRequired, LEAD_MESSAGES.consentRequired],
    });
  });

  it('is stored from the schema’s output: NFC and trimmed, the user agent bounded, the follow-up empty', () => {
    const screened = screenLead({ ...valid, name: ' 홍길동 '.normalize('NFD'), referrerHost: 'm.blog.naver.com' });
    if (screened.kind !== 'valid') throw new Error(`not valid: ${screened.kind}`);
    expect(storedLead(screened.lead, 'u'.repeat(USER_AGENT_MAX + 1))).toEqual({
      form: 'visit',
      name: '홍길동',
      phone: '010-1234-5678',
      message: '',
      consent: true,
      consentVersion: LEAD_CONSENT.version,
      userAgent: 'u'.repeat(USER_AGENT_MAX),
      status: 'new',
      memo: '',
      closedAt: null,
      attribution: { ...EMPTY_ATTRIBUTION, referrerHost: 'm.blog.naver.com' },
      channel: 'm.blog.naver.com',
    });
    expect(storedLead(screened.lead, undefined).userAgent).toBe('');
  });
});

describe('the inbox filter', () => {
  it('reads form, status, source, medium, campaign and Korean days (both inclusive; blank means any)', () => {
    expect(
      parseLeadFilter({
        form: 'visit',
        status: '',
        source: 'naver',
        campaign: 'spring',
        from: '2025-03-01',
        to: '2025-03-02',
      }),
    ).toEqual({
      ok: true,
      value: {
        equal: { form: 'visit', channel: 'naver', utmCampaign: 'spring' },
        fromMs: kst('2025-03-01T00:00:00'),
        toMs: kst('2025-03-03T00:00:00'),
      },
    });
    expect(parseLeadFilter(undefined)).toEqual({ ok: true, value: { equal: {} } });
  });

  it.each([
    [{ form: 'fax' }, LEADS_QUERY_MESSAGES.form],
    [{ form: ['popup', 'visit'] }, LEADS_QUERY_MESSAGES.form],
    [{ status: 'lost' }, LEADS_QUERY_MESSAGES.status],
    [{ medium: 'm'.repeat(101) }, LEADS_QUERY_MESSAGES.attribution],
    [{ source: ['a', 'b'] }, LEADS_QUERY_MESSAGES.attribution],
    [{ from: '2025-02-30' }, LEADS_QUERY_MESSAGES.date],
    [{ to: ['2025-03-01'] }, LEADS_QUERY_MESSAGES.date],
    [{ from: '2025-03-05', to: '2025-03-01' }, LEADS_QUERY_MESSAGES.range],
  ])('refuses %j with its Korean message', (query, message) => {
    expect(parseLeadFilter(query)).toEqual({ ok: false, message, problems: [message] });
  });
});

describe('the dashboard period', () => {
  const now = kst('2025-04-01T09:00:00');

  it('is the last 30 Korean days ending today by default, or the days asked for', () => {
    expect(parseStatsPeriod({}, now)).toEqual({
      ok: true,
      value: {
        from: '2025-03-03',
        to: '2025-04-01',
        fromMs: kst('2025-03-03T00:00:00'),
        toMs: kst('2025-04-02T00:00:00'),
      },
    });
    expect(parseStatsPeriod({ from: '2025-01-01', to: '2025-01-31' }, now)).toMatchObject({
      ok: true,
      value: { from: '2025-01-01', to: '2025-01-31' },
    });
  });

  it('refuses bad days, a reversed period and one over 366 days', () => {
    expect(parseStatsPeriod({ to: 'yesterday' }, now)).toMatchObject({ message: LEADS_QUERY_MESSAGES.date });
    expect(parseStatsPeriod({ from: '2025-04-02', to: '2025-04-01' }, now)).toMatchObject({
      message: LEADS_QUERY_MESSAGES.range,
    });
    expect(parseStatsPeriod({ from: '2024-01-01', to: '2025-01-01' }, now)).toMatchObject({
      message: LEAD_STATS_MESSAGES.range,
    });
  });
});

describe('the follow-up', () => {
  const open = { status: 'new', memo: '', closedAt: null } as const;

  it('records the closing time once, keeps it when closed again, clears it on reopening; who and when each time', () => {
    const by = 'kim@example.com';
    const closed = followUp(open, { status: 'closed' }, 100, by);
    expect(closed).toEqual({ status: 'closed', memo: '', closedAt: 100, changedBy: by, changedAt: 100 });
    expect(followUp(closed, { status: 'closed', memo: '계약' }, 200, 'lee@example.com')).toEqual({
      status: 'closed',
      memo: '계약',
      closedAt: 100,
      changedBy: 'lee@example.com',
      changedAt: 200,
    });
    expect(followUp(closed, { memo: '메모만' }, 300, by)).toEqual({
      status: 'closed',
      memo: '메모만',
      closedAt: 100,
      changedBy: by,
      changedAt: 300,
    });
    expect(followUp(closed, { status: 'contacted' }, 400, by)).toEqual({
      status: 'contacted',
      memo: '',
      closedAt: null,
      changedBy: by,
      changedAt: 400,
    });
  });
});
