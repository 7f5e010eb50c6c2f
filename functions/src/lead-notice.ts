import type { DocumentData } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { isLeadForm } from '@gagyeong/contracts/leads';
import type { LeadNotice } from '@gagyeong/notify';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the message of a Firestore lead says (firestore.rules' stored shape); undefined if it is not one. */
export function leadNoticeOf(id: string, data: DocumentData | undefined): LeadNotice | undefined {
  if (!data || !isLeadForm(data.form)) return undefined;
  const attribution = (
    typeof data.attribution === 'object' && data.attribution !== null ? data.attribution : {}
  ) as Record<string, unknown>;
  return {
    id,
    form: data.form,
    createdAt: data.createdAt instanceof Timestamp ? data.createdAt.toMillis() : Date.now(),
    name: text(data.name),
    phone: text(data.phone),
    message: text(data.message),
    consentVersion: text(data.consentVersion),
    attribution: {
      utmSource: text(attribution.utmSource),
      utmMedium: text(attribution.utmMedium),
      utmCampaign: text(attribution.utmCampaign),
      referrerHost: text(attribution.referrerHost),
    },
  };
}
