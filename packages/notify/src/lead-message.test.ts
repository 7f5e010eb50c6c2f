import { buildLeadMessage, buildTestMessage, koreanTime, leadInboxUrl, telHref, type LeadNotice } from './lead-message';

const NOTICE: LeadNotice = {
  id: '0b3c2f52-8a8e-4c53-9d7e-5c4f0f6f4a11',
  form: 'visit',
  // 2026-11-25 18:49:30 KST
  createdAt: Date.parse('2026-11-25T09:49:30.000Z'),
  name: '홍길동 <b>',
  phone: '010-1234-5678',
  message: '토요일 오후 방문\n가능할까요?',
  consentVersion: '2026-11',
  attribution: { utmSource: 'naver', utmMedium: 'cpc', utmCampaign: '가을분양', referrerHost: 'm.search.naver.com' },
};
const SITE_URL = 'https://gagyeong.example';

describe('the lead message', () => {
  it('says which form, when, who, the phone as a tel: link, the message, consent, channel and the inbox link', () => {
    const message = buildLeadMessage(NOTICE, SITE_URL);
    expect(message.subject).toBe('[가경 파크시티] 새 상담 신청이 접수되었습니다: 방문예약');
    expect(message.text).toBe(
      [
        '새 상담 신청이 접수되었습니다.',
        '',
        '신청서: 방문예약',
        '접수 시각: 2026-11-25 18:49 (KST)',
        '이름: 홍길동 <b>',
        '연락처: 010-1234-5678 (tel:01012345678)',
        '문의내용: 토요일 오후 방문\n가능할까요?',
        '개인정보 수집·이용 동의: 동의함 (동의문 2026-11)',
        '유입 경로: naver',
        '캠페인: naver / cpc / 가을분양',
        '',
        `관리자 화면: ${SITE_URL}/admin/leads?form=visit&from=2026-11-25&to=2026-11-25#lead-${NOTICE.id}`,
        '',
      ].join('\n'),
    );
    expect(message.html).toContain('<a href="tel:01012345678">010-1234-5678</a>');
    // Typed text is text in the HTML part.
    expect(message.html).toContain('홍길동 &lt;b&gt;');
    expect(message.html).not.toContain('<b>');
  });

  it('builds the chat webhook body (Slack, Google Chat) with links and inert typed text, or the minimal one', () => {
    const message = buildLeadMessage(NOTICE, SITE_URL);
    const full = message.webhookBody('chat', 'full');
    expect(Object.keys(full)).toEqual(['text']);
    expect(full.text).toContain('*연락처*: <tel:01012345678|010-1234-5678>');
    expect(full.text).toContain('*이름*: 홍길동 ＜b＞');
    const minimal = message.webhookBody('chat', 'minimal');
    expect(minimal).toEqual({
      text: `새 상담 신청이 1건 접수되었습니다. 관리자 화면에서 확인해 주세요. <${leadInboxUrl(SITE_URL, NOTICE)}|관리자 화면>`,
    });
    expect(JSON.stringify(minimal)).not.toMatch(/홍길동|1234|토요일|naver/);
  });

  it('builds the json webhook body field by field; minimal carries nothing personal', () => {
    const message = buildLeadMessage(NOTICE, SITE_URL);
    expect(message.webhookBody('json', 'full')).toMatchObject({
      event: 'lead.created',
      lead: {
        id: NOTICE.id,
        form: 'visit',
        formLabel: '방문예약',
        createdAt: '2026-11-25T09:49:30.000Z',
        name: '홍길동 <b>',
        phone: '010-1234-5678',
        phoneHref: 'tel:01012345678',
        consent: { given: true, version: '2026-11' },
        channel: 'naver',
        campaign: { source: 'naver', medium: 'cpc', campaign: '가을분양' },
      },
    });
    const minimal = JSON.stringify(message.webhookBody('json', 'minimal'));
    expect(minimal).not.toMatch(/홍길동|1234|토요일|naver|consent/);
  });

  it('says 직접 방문 without a source, (없음) without a message, and no campaign line', () => {
    const text = buildLeadMessage(
      { ...NOTICE, message: '', attribution: { utmSource: '', utmMedium: '', utmCampaign: '', referrerHost: '' } },
      SITE_URL,
    ).text;
    expect(text).toContain('유입 경로: 직접 방문');
    expect(text).toContain('문의내용: (없음)');
    expect(text).not.toContain('캠페인');
  });

  it('formats Korean wall time and tel: targets', () => {
    expect(koreanTime(Date.parse('2026-12-31T15:00:00.000Z'))).toBe('2027-01-01 00:00 (KST)');
    expect(telHref(' +82 10-1234-5678 ')).toBe('tel:+821012345678');
  });

  it('has a test message for each channel', () => {
    const message = buildTestMessage(SITE_URL, NOTICE.createdAt);
    expect(message.subject).toBe('[가경 파크시티] 알림 시험 발송');
    expect(message.webhookBody('chat', 'full')).toEqual({
      text: '관리자 화면에서 보낸 시험 알림입니다. 새 상담 신청이 접수되면 이 경로로 알려 드립니다. (2026-11-25 18:49 (KST))',
    });
  });
});
