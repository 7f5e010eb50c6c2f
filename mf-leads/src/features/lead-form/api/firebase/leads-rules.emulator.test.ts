/**
 * @jest-environment node
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { ATTRIBUTION_FIELDS, ATTRIBUTION_LIMITS, EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import { LEAD_CONSENT, LEAD_LIMITS, LEAD_MEMO_MAX } from '@gagyeong/contracts/leads';
import { rulesTest } from '@test/firestore-rules';

// firestore.rules for `leads` against the Firestore emulator: every allow and deny.
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const STORED_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OLD_ID = '16fd2706-8baf-433b-82eb-8c7fada847da';
const ADMIN_EMAIL = 'admin@gagyeong.example';

/** A follow-up as the inbox writes it: with the signed-in account and the server's time. */
const signed = (change: Record<string, unknown>) => ({
  ...change,
  changedBy: ADMIN_EMAIL,
  changedAt: serverTimestamp(),
});

function lead(overrides: Record<string, unknown> = {}) {
  return {
    form: 'popup',
    name: '홍길동',
    phone: '010-1234-5678',
    message: '84㎡ 문의',
    consent: true,
    consentVersion: LEAD_CONSENT.version,
    userAgent: 'Mozilla/5.0',
    createdAt: serverTimestamp(),
    consentAt: serverTimestamp(),
    status: 'new',
    memo: '',
    closedAt: null,
    attribution: { ...EMPTY_ATTRIBUTION, landingPath: '/', utmSource: 'naver', utmCampaign: 'spring' },
    channel: 'naver',
    ...overrides,
  };
}

function stored(createdAt: Date) {
  const at = Timestamp.fromDate(createdAt);
  return { ...lead(), createdAt: at, consentAt: at };
}

const { admin, as, member, passwordOnlyAdmin, visitor } = rulesTest('demo-leads-rules', {
  adminEmail: ADMIN_EMAIL,
  seed: () => ({
    [`leads/${STORED_ID}`]: stored(new Date()),
    [`leads/${OLD_ID}`]: stored(new Date(Date.now() - 2 * 60 * 60 * 1000)),
  }),
});

describe('leads: visitors create', () => {
  it('accepts each form with the exact fields, consent and server times, under a UUID id', async () => {
    await assertSucceeds(setDoc(doc(visitor(), `leads/${ID}`), lead()));
    await assertSucceeds(
      setDoc(
        doc(visitor(), 'leads/1b4e28ba-2fa1-41d2-883f-0016d3cca427'),
        lead({ form: 'visit', phone: '01012345678', message: '' }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(visitor(), 'leads/6ba7b810-9dad-41d1-80b4-00c04fd430c8'),
        lead({
          form: 'customer',
          name: 'n'.repeat(LEAD_LIMITS.name),
          phone: 'p'.repeat(LEAD_LIMITS.phone),
          message: 'm'.repeat(LEAD_LIMITS.message),
          userAgent: 'u'.repeat(512),
        }),
      ),
    );
  });

  it('refuses an id that is not a lower-case UUID', async () => {
    await assertFails(setDoc(doc(visitor(), 'leads/not-a-uuid'), lead()));
    await assertFails(setDoc(doc(visitor(), `leads/${ID.toUpperCase()}`), lead()));
  });

  it('refuses a missing or an extra field', async () => {
    for (const key of Object.keys(lead())) {
      const data: Record<string, unknown> = lead();
      delete data[key];
      await assertFails(setDoc(doc(visitor(), `leads/${ID}`), data));
    }
    await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead({ source: 'naver' })));
  });

  it('keeps the visit attribution: every field within its bound, the channel its source or else the referring site', async () => {
    const atBounds = Object.fromEntries(
      ATTRIBUTION_FIELDS.map((field) => [field, 'a'.repeat(ATTRIBUTION_LIMITS[field])]),
    );
    await assertSucceeds(
      setDoc(doc(visitor(), `leads/${ID}`), lead({ attribution: atBounds, channel: atBounds.utmSource })),
    );
    const referred = { ...EMPTY_ATTRIBUTION, landingPath: '/', referrerHost: 'm.blog.naver.com' };
    await assertSucceeds(
      setDoc(
        doc(visitor(), 'leads/1b4e28ba-2fa1-41d2-883f-0016d3cca427'),
        lead({ attribution: referred, channel: 'm.blog.naver.com' }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(visitor(), 'leads/6ba7b810-9dad-41d1-80b4-00c04fd430c8'),
        lead({ attribution: EMPTY_ATTRIBUTION, channel: '' }),
      ),
    );
  });

  it('refuses attribution over a bound, with a missing, extra or non-text field, or a channel that is not its source', async () => {
    const refused: Record<string, unknown>[] = [
      ...ATTRIBUTION_FIELDS.map((field) => ({
        attribution: { ...EMPTY_ATTRIBUTION, [field]: 'a'.repeat(ATTRIBUTION_LIMITS[field] + 1) },
        channel:
          field === 'utmSource'
            ? 'a'.repeat(ATTRIBUTION_LIMITS.utmSource + 1)
            : field === 'referrerHost'
              ? 'a'.repeat(254)
              : '',
      })),
      { attribution: { ...EMPTY_ATTRIBUTION, gclid: 'x' }, channel: '' },
      { attribution: (({ naverRank: _omitted, ...rest }) => rest)(EMPTY_ATTRIBUTION), channel: '' },
      { attribution: { ...EMPTY_ATTRIBUTION, utmSource: 1 }, channel: '' },
      { attribution: 'naver', channel: '' },
      { channel: 'kakao' },
      { attribution: { ...EMPTY_ATTRIBUTION, referrerHost: 'blog.naver.com' }, channel: '' },
    ];
    for (const overrides of refused) {
      await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead(overrides)));
    }
  });

  it('refuses a follow-up set by the visitor: status new, no memo, not closed', async () => {
    const refused = [
      { status: 'closed', closedAt: serverTimestamp() },
      { status: 'contacted' },
      { status: 'done' },
      { memo: '메모' },
      { closedAt: serverTimestamp() },
    ];
    for (const overrides of refused) {
      await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead(overrides)));
    }
  });

  it('refuses an unknown form, blank or long text, and a visit phone out of pattern', async () => {
    const refused = [
      { form: 'newsletter' },
      { name: '  ' },
      { name: 'n'.repeat(LEAD_LIMITS.name + 1) },
      { phone: '' },
      { phone: 'p'.repeat(LEAD_LIMITS.phone + 1) },
      { form: 'visit', phone: '02-123-4567' },
      { form: 'visit', phone: '010-1234-56789' },
      { message: 'm'.repeat(LEAD_LIMITS.message + 1) },
      { message: null },
      { userAgent: 'u'.repeat(513) },
      { consentVersion: '' },
      { name: 7 },
    ];
    for (const overrides of refused) {
      await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead(overrides)));
    }
  });

  it('refuses a lead without consent', async () => {
    await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead({ consent: false })));
    await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead({ consent: 'true' })));
  });

  it("refuses times other than the server's", async () => {
    const now = Timestamp.fromDate(new Date());
    await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead({ createdAt: now })));
    await assertFails(setDoc(doc(visitor(), `leads/${ID}`), lead({ consentAt: now })));
  });
});

describe('leads: the same submission sent again', () => {
  it('accepts the same content under the same id (only the server times move)', async () => {
    await assertSucceeds(setDoc(doc(visitor(), `leads/${STORED_ID}`), lead()));
  });

  it('refuses different content under a used id, and any change by update', async () => {
    await assertFails(setDoc(doc(visitor(), `leads/${STORED_ID}`), lead({ name: '김철수' })));
    await assertFails(setDoc(doc(visitor(), `leads/${STORED_ID}`), lead({ form: 'customer' })));
    await assertFails(updateDoc(doc(visitor(), `leads/${STORED_ID}`), { message: '바꾼 문의' }));
    await assertFails(updateDoc(doc(admin(), `leads/${STORED_ID}`), { message: '바꾼 문의' }));
  });

  it('refuses the resend once the administrator has followed the lead up', async () => {
    await assertSucceeds(updateDoc(doc(admin(), `leads/${STORED_ID}`), signed({ status: 'contacted' })));
    await assertFails(setDoc(doc(visitor(), `leads/${STORED_ID}`), lead()));
  });

  it('refuses a resend more than an hour after the first', async () => {
    await assertFails(setDoc(doc(visitor(), `leads/${OLD_ID}`), lead()));
  });
});

describe('leads: reading and deleting', () => {
  it('lets only an administrator read one lead or list them', async () => {
    await assertSucceeds(getDoc(doc(admin(), `leads/${STORED_ID}`)));
    await assertSucceeds(
      getDocs(query(collection(admin(), 'leads'), where('form', '==', 'popup'), orderBy('createdAt', 'desc'))),
    );
    for (const db of [visitor(), member()]) {
      await assertFails(getDoc(doc(db, `leads/${STORED_ID}`)));
      await assertFails(getDocs(query(collection(db, 'leads'))));
    }
    const claimAsText = as('text-claim', { admin: 'true' });
    await assertFails(getDocs(query(collection(claimAsText, 'leads'))));
  });

  it('refuses an administrator signed in without the second factor: no read, follow-up or deletion', async () => {
    const db = passwordOnlyAdmin();
    await assertFails(getDoc(doc(db, `leads/${STORED_ID}`)));
    await assertFails(getDocs(query(collection(db, 'leads'))));
    await assertFails(updateDoc(doc(db, `leads/${STORED_ID}`), { status: 'contacted' }));
    await assertFails(deleteDoc(doc(db, `leads/${STORED_ID}`)));
    await assertFails(getDocs(query(collection(db, 'leadDeletions'))));
  });

  it('lets only an administrator delete a lead (a withdrawal of consent)', async () => {
    await assertFails(deleteDoc(doc(visitor(), `leads/${STORED_ID}`)));
    await assertFails(deleteDoc(doc(member(), `leads/${STORED_ID}`)));
    await assertSucceeds(deleteDoc(doc(admin(), `leads/${STORED_ID}`)));
  });
});

describe('leads: the administrator follows up', () => {
  const ref = (db: Firestore) => doc(db, `leads/${STORED_ID}`);

  it('changes status and memo (up to 500 characters), nothing else', async () => {
    await assertSucceeds(updateDoc(ref(admin()), signed({ status: 'contacted' })));
    await assertSucceeds(updateDoc(ref(admin()), signed({ memo: 'm'.repeat(LEAD_MEMO_MAX) })));
    await assertSucceeds(updateDoc(ref(admin()), signed({ memo: '' })));
    await assertSucceeds(updateDoc(ref(admin()), signed({ status: 'new', memo: '다시 연락' })));
    const refused = [
      { memo: 'm'.repeat(LEAD_MEMO_MAX + 1) },
      { memo: 7 },
      { status: 'done' },
      { status: 'contacted', name: '김철수' },
      { phone: '010-0000-0000' },
      { createdAt: Timestamp.fromDate(new Date()) },
      { source: 'naver' },
    ];
    for (const change of refused) {
      await assertFails(updateDoc(ref(admin()), signed(change)));
    }
  });

  it('records who made the change and when: the signed-in account and the server time, nothing else', async () => {
    // Without them (on a lead never changed): refused.
    await assertFails(updateDoc(ref(admin()), { memo: '서명 없음' }));
    await assertFails(updateDoc(ref(admin()), { memo: '이메일 없음', changedAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref(admin()), signed({ status: 'contacted' })));
    // Keeping the last change's time, under another account's email, or at a time the browser chose: refused.
    await assertFails(updateDoc(ref(admin()), { memo: '시각 그대로' }));
    await assertFails(
      updateDoc(ref(admin()), { memo: '남의 이름', changedBy: 'lee@gagyeong.example', changedAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(ref(admin()), {
        memo: '지난 시각',
        changedBy: ADMIN_EMAIL,
        changedAt: Timestamp.fromDate(new Date(Date.now() - 60_000)),
      }),
    );
    // An administrator whose token carries no email cannot sign a change.
    const noEmail = as('no-email', { admin: true });
    await assertFails(updateDoc(ref(noEmail), { memo: '익명', changedBy: '', changedAt: serverTimestamp() }));
  });

  it('lets only an administrator follow up', async () => {
    await assertFails(updateDoc(ref(visitor()), signed({ status: 'contacted' })));
    await assertFails(updateDoc(ref(member()), signed({ memo: '메모' })));
  });

  it("records the server's time when the lead is closed, keeps it when closed again, clears it on reopening", async () => {
    const earlier = Timestamp.fromDate(new Date(Date.now() - 60_000));
    // Closing: the server's time, nothing else.
    await assertFails(updateDoc(ref(admin()), signed({ status: 'closed' })));
    await assertFails(updateDoc(ref(admin()), signed({ status: 'closed', closedAt: earlier })));
    await assertFails(updateDoc(ref(admin()), signed({ status: 'contacted', closedAt: serverTimestamp() })));
    await assertSucceeds(updateDoc(ref(admin()), signed({ status: 'closed', closedAt: serverTimestamp() })));
    // Closed again (a memo on a closed lead): the first time stays.
    await assertFails(updateDoc(ref(admin()), signed({ memo: '종료 후 메모', closedAt: serverTimestamp() })));
    await assertFails(updateDoc(ref(admin()), signed({ closedAt: null })));
    await assertSucceeds(updateDoc(ref(admin()), signed({ memo: '종료 후 메모' })));
    // Reopened: the time goes.
    await assertFails(updateDoc(ref(admin()), signed({ status: 'contacted' })));
    await assertSucceeds(updateDoc(ref(admin()), signed({ status: 'contacted', closedAt: null })));
  });
});

describe('lead deletions: the audit record', () => {
  const record = (overrides: Record<string, unknown> = {}) => ({
    at: serverTimestamp(),
    reason: 'withdrawn',
    rule: 'consent-withdrawn',
    count: 1,
    ...overrides,
  });

  it('lets an administrator write a withdrawal record with the server time, and read the records', async () => {
    await assertSucceeds(setDoc(doc(admin(), 'leadDeletions/one'), record()));
    await assertSucceeds(getDocs(collection(admin(), 'leadDeletions')));
  });

  it('refuses anyone else, other fields or values, and any change or removal', async () => {
    await assertFails(setDoc(doc(visitor(), 'leadDeletions/one'), record()));
    await assertFails(setDoc(doc(member(), 'leadDeletions/one'), record()));
    for (const db of [visitor(), member()]) await assertFails(getDocs(collection(db, 'leadDeletions')));
    const refused = [
      { at: Timestamp.fromDate(new Date()) },
      { reason: 'retention' },
      { rule: 'closed-or-received+1y' },
      { count: 2 },
      { leadId: STORED_ID },
    ];
    for (const overrides of refused) {
      await assertFails(setDoc(doc(admin(), 'leadDeletions/two'), record(overrides)));
    }
    await assertSucceeds(setDoc(doc(admin(), 'leadDeletions/three'), record()));
    await assertFails(updateDoc(doc(admin(), 'leadDeletions/three'), { count: 0 }));
    await assertFails(deleteDoc(doc(admin(), 'leadDeletions/three')));
  });
});
