import {
  HONEYPOT_FIELD,
  LEAD_CONSENT,
  LEAD_LIMITS,
  VISIT_PHONE_HINT,
  VISIT_PHONE_PATTERN,
} from '@gagyeong/contracts/leads';
import { SITE, type SiteConfig } from '@gagyeong/contracts';
import { escapeHtml as escape } from '@gagyeong/ui/escape-html';

/** Where the template's `<noscript>` block takes the visit form (shell/src/index.html). */
export const NOSCRIPT_VISIT_PLACEHOLDER = '<!--gagyeong:noscript-visit-->';

/**
 * The visit reservation a visitor without JavaScript gets on a page with no lead form of its own
 * (or when the page could not be rendered on the server): a classic form post to the runtime
 * config's visit endpoint, with the consent text of the leads contract. Built by the host at start
 * rather than by the shell's build, so a new endpoint or consent wording needs no shell rebuild
 * (docs/architecture.md §3).
 */
export function noscriptVisitForm(config: SiteConfig): string {
  const consent = LEAD_CONSENT;
  return [
    `<p>방문예약은 아래 양식으로도 신청하실 수 있습니다. 상담 문의: <a href="${escape(SITE.phoneHref)}">${escape(SITE.phone)}</a></p>`,
    `<form method="post" action="${escape(config.leads.visit)}" aria-labelledby="noscript-visit-title">`,
    '<h2 id="noscript-visit-title">방문예약 신청</h2>',
    `<p><label>이름 (필수) <input name="name" required maxlength="${LEAD_LIMITS.name}" autocomplete="name"></label></p>`,
    `<p><label>연락처 (필수) <input name="phone" type="tel" required maxlength="${LEAD_LIMITS.phone}" autocomplete="tel" pattern="${escape(VISIT_PHONE_PATTERN)}"></label> ${escape(VISIT_PHONE_HINT)}</p>`,
    `<p><label>문의내용 <textarea name="message" rows="5" maxlength="${LEAD_LIMITS.message}"></textarea></label></p>`,
    `<p hidden><label>비워 두세요 <input name="${escape(HONEYPOT_FIELD)}" tabindex="-1" autocomplete="off"></label></p>`,
    '<fieldset>',
    `<legend>${escape(consent.title)}</legend>`,
    `<p>수집 항목: ${escape(consent.items)} · 목적: ${escape(consent.purpose)} · 보유 기간: ${escape(consent.retention)}</p>`,
    `<p>${escape(consent.refusal)}</p>`,
    `<label><input type="checkbox" name="consent" value="on" required> ${escape(consent.checkbox)}</label>`,
    '</fieldset>',
    '<p><button type="submit">방문예약 신청</button></p>',
    '</form>',
  ].join('');
}
