import { leadChannel, type Attribution } from '@gagyeong/contracts/attribution';
import { ADMIN_PATHS, SITE } from '@gagyeong/contracts';
import { LEAD_FORM_LABELS, type LeadForm } from '@gagyeong/contracts/leads';
import { formatKoreanTime } from '@gagyeong/contracts/leads-csv';
import { escapeHtml } from '@gagyeong/ui/escape-html';

/**
 * The one message of a new lead, for mail and webhook, built here for both backends (the embedded
 * server's worker and the Cloud Function of firebase mode), so the sales office reads the same
 * words whichever backend took the lead. It carries what the consent's purpose (상담 연락) needs and
 * nothing more: form, time, name, phone, message, consent and where the visit came from, and a link
 * to the lead in the inbox. No address, user agent or other attribution detail leaves the server.
 */

/** What a backend hands over: a stored lead, read from SQLite or from a Firestore document. */
export interface LeadNotice {
  readonly id: string;
  readonly form: LeadForm;
  /** When the lead was stored, ms since the epoch (the backend's clock). */
  readonly createdAt: number;
  readonly name: string;
  readonly phone: string;
  readonly message: string;
  readonly consentVersion: string;
  readonly attribution: Pick<Attribution, 'utmSource' | 'utmMedium' | 'utmCampaign' | 'referrerHost'>;
}

/** How much of a lead a webhook may carry: everything the mail says, or only "a new lead, see the inbox". */
export const WEBHOOK_DETAILS = ['full', 'minimal'] as const;
export type WebhookDetail = (typeof WEBHOOK_DETAILS)[number];

/**
 * The webhook's JSON body: `chat` is `{ "text": … }`, which Slack and Google Chat incoming webhooks
 * both accept (Google Chat refuses unknown keys); `json` adds the fields one by one, for an
 * 알림톡 provider or a relay of the office's own.
 */
export const WEBHOOK_FORMATS = ['chat', 'json'] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export interface NotificationMessage {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** The webhook body for a format and a detail. */
  webhookBody(format: WebhookFormat, detail: WebhookDetail): Record<string, unknown>;
}

/** The Korean labels of the message, written once. */
export const LEAD_MESSAGE_LABELS = {
  heading: '새 상담 신청이 접수되었습니다.',
  form: '신청서',
  receivedAt: '접수 시각',
  name: '이름',
  phone: '연락처',
  message: '문의내용',
  noMessage: '(없음)',
  consent: '개인정보 수집·이용 동의',
  consentGiven: (version: string) => `동의함 (동의문 ${version})`,
  channel: '유입 경로',
  direct: '직접 방문',
  campaign: '캠페인',
  inbox: '관리자 화면',
  minimal: '새 상담 신청이 1건 접수되었습니다. 관리자 화면에서 확인해 주세요.',
  testSubject: '알림 시험 발송',
  testText: '관리자 화면에서 보낸 시험 알림입니다. 새 상담 신청이 접수되면 이 경로로 알려 드립니다.',
} as const;

/** `2026-11-25 18:49 (KST)`: the Korean wall time (the CSV's format, to the minute), whatever the machine's zone. */
export function koreanTime(ms: number): string {
  return `${formatKoreanTime(new Date(ms).toISOString()).slice(0, 16)} (KST)`;
}

/** The Korean day of a time (YYYY-MM-DD), as the inbox filters by. */
function koreanDay(ms: number): string {
  return koreanTime(ms).slice(0, 10);
}

/** `tel:` target of a typed phone number: digits and a leading +, nothing else. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** The lead in the inbox: its form and day selected, its row as the fragment. */
export function leadInboxUrl(siteUrl: string, notice: Pick<LeadNotice, 'id' | 'form' | 'createdAt'>): string {
  const day = koreanDay(notice.createdAt);
  const query = new URLSearchParams({ form: notice.form, from: day, to: day });
  return `${siteUrl.replace(/\/+$/, '')}${ADMIN_PATHS.leads}?${query.toString()}#lead-${notice.id}`;
}

/**
 * Text a visitor typed, made inert in a chat message: `<…|…>` is a link in Slack and Google Chat
 * alike, so angle brackets become their full-width forms (read the same, never markup).
 */
function chatSafe(text: string): string {
  return text.replace(/</g, '＜').replace(/>/g, '＞');
}

function campaignOf(notice: LeadNotice): string {
  const { utmSource, utmMedium, utmCampaign } = notice.attribution;
  return [utmSource, utmMedium, utmCampaign].filter((part) => part !== '').join(' / ');
}

/** The lines of the message as label and value, in the order every channel shows them. */
function fieldsOf(notice: LeadNotice): { label: string; value: string }[] {
  const channel = leadChannel(notice.attribution);
  const campaign = campaignOf(notice);
  return [
    { label: LEAD_MESSAGE_LABELS.form, value: LEAD_FORM_LABELS[notice.form] },
    { label: LEAD_MESSAGE_LABELS.receivedAt, value: koreanTime(notice.createdAt) },
    { label: LEAD_MESSAGE_LABELS.name, value: notice.name },
    { label: LEAD_MESSAGE_LABELS.phone, value: notice.phone },
    {
      label: LEAD_MESSAGE_LABELS.message,
      value: notice.message === '' ? LEAD_MESSAGE_LABELS.noMessage : notice.message,
    },
    { label: LEAD_MESSAGE_LABELS.consent, value: LEAD_MESSAGE_LABELS.consentGiven(notice.consentVersion) },
    { label: LEAD_MESSAGE_LABELS.channel, value: channel === '' ? LEAD_MESSAGE_LABELS.direct : channel },
    ...(campaign === '' ? [] : [{ label: LEAD_MESSAGE_LABELS.campaign, value: campaign }]),
  ];
}

/** The message of one new lead; `siteUrl` is the public origin the inbox link starts with. */
export function buildLeadMessage(notice: LeadNotice, siteUrl: string): NotificationMessage {
  const fields = fieldsOf(notice);
  const inbox = leadInboxUrl(siteUrl, notice);
  const tel = telHref(notice.phone);
  const subject = `[${SITE.name}] ${LEAD_MESSAGE_LABELS.heading.replace(/\.$/, '')}: ${LEAD_FORM_LABELS[notice.form]}`;

  const textLines = fields.map(({ label, value }) =>
    label === LEAD_MESSAGE_LABELS.phone ? `${label}: ${value} (${tel})` : `${label}: ${value}`,
  );
  const text = [LEAD_MESSAGE_LABELS.heading, '', ...textLines, '', `${LEAD_MESSAGE_LABELS.inbox}: ${inbox}`, ''].join(
    '\n',
  );

  const rows = fields
    .map(({ label, value }) => {
      const cell =
        label === LEAD_MESSAGE_LABELS.phone
          ? `<a href="${escapeHtml(tel)}">${escapeHtml(value)}</a>`
          : escapeHtml(value).replace(/\n/g, '<br>');
      return `<tr><th scope="row" align="left">${escapeHtml(label)}</th><td>${cell}</td></tr>`;
    })
    .join('');
  const html =
    `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>` +
    `<p>${escapeHtml(LEAD_MESSAGE_LABELS.heading)}</p><table>${rows}</table>` +
    `<p><a href="${escapeHtml(inbox)}">${escapeHtml(LEAD_MESSAGE_LABELS.inbox)}에서 보기</a></p></body></html>`;

  const chatLines = fields.map(({ label, value }) =>
    label === LEAD_MESSAGE_LABELS.phone ? `*${label}*: <${tel}|${chatSafe(value)}>` : `*${label}*: ${chatSafe(value)}`,
  );
  const fullChat = [
    `*${LEAD_MESSAGE_LABELS.heading}*`,
    ...chatLines,
    `<${inbox}|${LEAD_MESSAGE_LABELS.inbox}에서 보기>`,
  ].join('\n');
  const minimalChat = `${LEAD_MESSAGE_LABELS.minimal} <${inbox}|${LEAD_MESSAGE_LABELS.inbox}>`;

  return {
    subject,
    text,
    html,
    webhookBody(format, detail) {
      if (format === 'chat') return { text: detail === 'full' ? fullChat : minimalChat };
      const base = {
        event: 'lead.created',
        text: detail === 'full' ? text : `${LEAD_MESSAGE_LABELS.minimal} ${inbox}`,
        lead: {
          id: notice.id,
          form: notice.form,
          formLabel: LEAD_FORM_LABELS[notice.form],
          createdAt: new Date(notice.createdAt).toISOString(),
          inboxUrl: inbox,
        },
      };
      if (detail === 'minimal') return base;
      return {
        ...base,
        lead: {
          ...base.lead,
          name: notice.name,
          phone: notice.phone,
          phoneHref: tel,
          message: notice.message,
          consent: { given: true, version: notice.consentVersion },
          channel: leadChannel(notice.attribution),
          campaign: {
            source: notice.attribution.utmSource,
            medium: notice.attribution.utmMedium,
            campaign: notice.attribution.utmCampaign,
          },
        },
      };
    },
  };
}

/** The administrator's test of a channel: no lead, the same path. */
export function buildTestMessage(siteUrl: string, now: number): NotificationMessage {
  const subject = `[${SITE.name}] ${LEAD_MESSAGE_LABELS.testSubject}`;
  const inbox = `${siteUrl.replace(/\/+$/, '')}${ADMIN_PATHS.home}`;
  const text = `${LEAD_MESSAGE_LABELS.testText}\n${LEAD_MESSAGE_LABELS.receivedAt}: ${koreanTime(now)}\n${LEAD_MESSAGE_LABELS.inbox}: ${inbox}\n`;
  return {
    subject,
    text,
    html:
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>` +
      `<p>${escapeHtml(LEAD_MESSAGE_LABELS.testText)}</p><p>${escapeHtml(koreanTime(now))}</p>` +
      `<p><a href="${escapeHtml(inbox)}">${escapeHtml(LEAD_MESSAGE_LABELS.inbox)}</a></p></body></html>`,
    webhookBody(format) {
      const line = `${LEAD_MESSAGE_LABELS.testText} (${koreanTime(now)})`;
      return format === 'chat' ? { text: line } : { event: 'notification.test', text: line };
    },
  };
}
