import type { Migration } from './migration';
import { migration as usersAndSessions } from './0001-users-and-sessions';
import { migration as press } from './0002-press';
import { migration as leads } from './0010-leads';
import { migration as leadFollowUp } from './0011-lead-follow-up';
import { migration as leadAttribution } from './0012-lead-attribution';
import { migration as naverAdParameters } from './0013-naver-ad-parameters';
import { migration as accountsAndSecondFactor } from './0020-accounts-and-second-factor';
import { migration as accessRecords } from './0021-access-records';
import { migration as leadLastChange } from './0022-lead-last-change';
import { migration as leadNotifications } from './0030-lead-notifications';
import { migration as telemetryCounts } from './0040-telemetry-counts';

export type { Migration } from './migration';

/**
 * Every migration, in order. Add a file `NNNN-name.ts` exporting `migration` and list it here.
 * 0001–0009: core (auth, press). 0010 onwards: leads (`0010-leads.ts`, added by the leads feature).
 * 0020–0029: accounts, second factor, access records.
 * 0040–0049: telemetry.
 */
export const MIGRATIONS: readonly Migration[] = [
  usersAndSessions,
  press,
  leads,
  leadFollowUp,
  leadAttribution,
  naverAdParameters,
  accountsAndSecondFactor,
  accessRecords,
  leadLastChange,
  leadNotifications,
  telemetryCounts,
];
