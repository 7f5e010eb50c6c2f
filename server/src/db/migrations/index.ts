import type { Migration } from './migration';
import { migration as usersAndSessions } from './0001-users-and-sessions';
import { migration as press } from './0002-press';
import { migration as leads } from './0010-leads';
import { migration as leadFollowUp } from './0011-lead-follow-up';
import { migration as leadAttribution } from './0012-lead-attribution';
import { migration as naverAdParameters } from './0013-naver-ad-parameters';
import { migration as telemetryCounts } from './0040-telemetry-counts';

export type { Migration } from './migration';

/**
 * Every migration, in order. Add a file `NNNN-name.ts` exporting `migration` and list it here.
 * 0001–0009: core (auth, press). 0010 onwards: leads (`0010-leads.ts`, added by the leads feature).
 * 0040–0049: telemetry.
 */
export const MIGRATIONS: readonly Migration[] = [
  usersAndSessions,
  press,
  leads,
  leadFollowUp,
  leadAttribution,
  naverAdParameters,
  telemetryCounts,
];
