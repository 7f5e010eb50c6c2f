import { useMemo } from 'react';
import type { PageBaseProps } from '@gagyeong/contracts';
import { ACCESS_TEXT } from '../../../content/admin-text';
import { createAccessApi } from '../api/access-api';
import { apiBaseOf } from '../api/api-base';
import { inboxFor } from '../api/inbox-for';
import { AccessRecords } from './access-records';
import { AdminPage } from './admin-page';
import { MonthlyReview } from './monthly-review';

/**
 * `/admin/access`: the monthly review of the access records (docs/decisions/0095-safeguards-for-personal-data.md):
 * which months were reviewed and marking the last one, the records with filters (downloads
 * flagged, with their reasons), each account's daily volume (unusual days flagged), the CSV for
 * an auditor. The records live on the embedded server; in firebase mode they are Firestore's
 * `accessRecords` collection, reviewed in the Firebase console (docs/firebase.md).
 */
export function AccessReview({ config }: PageBaseProps) {
  const session = useMemo(() => inboxFor(config), [config]);
  const access = useMemo(
    () => (config.backend.mode === 'local' ? createAccessApi(apiBaseOf(config)) : undefined),
    [config],
  );
  return (
    <AdminPage text={ACCESS_TEXT} config={config} api={session} current="access">
      {(_user, onUnauthorized) =>
        access ? (
          <>
            <p>{ACCESS_TEXT.description}</p>
            <MonthlyReview api={access} onUnauthorized={onUnauthorized} />
            <AccessRecords api={access} onUnauthorized={onUnauthorized} />
          </>
        ) : (
          <p>{ACCESS_TEXT.firebaseMode}</p>
        )
      }
    </AdminPage>
  );
}
