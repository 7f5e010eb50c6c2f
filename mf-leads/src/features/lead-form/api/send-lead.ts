import type { SiteConfig } from '@gagyeong/contracts';
import type { LeadInput } from '@gagyeong/contracts/leads';
import { submitLead, type SubmitOutcome } from './submit-lead';

/**
 * Sends a lead where the runtime config says: in firebase mode to Firestore (a separate chunk,
 * so local mode never downloads Firebase), otherwise as JSON to the form's endpoint (the embedded
 * server or a form-collection service).
 */
export async function sendLead(config: SiteConfig, lead: LeadInput): Promise<SubmitOutcome> {
  if (config.backend.mode !== 'firebase') return submitLead(config.leads[lead.form], lead);
  const { firebase } = config.backend;
  let adapter;
  try {
    adapter = await import(/* webpackChunkName: "leads-firebase" */ './firebase/add-lead');
  } catch {
    return { kind: 'network' }; // the chunk did not load: offline, like a failed post
  }
  return adapter.addLead(firebase, lead);
}
