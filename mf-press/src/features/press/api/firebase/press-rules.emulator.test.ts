/**
 * @jest-environment node
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { PRESS_LIMITS } from '@gagyeong/contracts/press';
import { rulesTest } from '@test/firestore-rules';

// firestore.rules, `press` and the closed rest, against the Firestore emulator: every allow and deny.
const SLUG = '가경파크시티';

const { visitor, admin, member, passwordOnlyAdmin, as, withoutRules } = rulesTest('demo-press-rules', {
  seed: () => ({
    'press/seeded': {
      siteId: SLUG,
      title: '기존 보도',
      summary: '요약',
      content: '본문',
      date: Timestamp.fromDate(new Date('2025-03-01T00:00:00Z')),
      views: 4,
    },
    'settings/site': { theme: 'park' },
  }),
});

function article(overrides: Record<string, unknown> = {}) {
  return {
    siteId: SLUG,
    title: '새 보도',
    summary: '요약',
    content: '본문',
    date: serverTimestamp(),
    views: 0,
    ...overrides,
  };
}

function without(key: string) {
  const data: Record<string, unknown> = article();
  delete data[key];
  return data;
}

describe('press: reading', () => {
  it('lets anyone read one article and list a site newest first', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'press/seeded')));
    await assertSucceeds(
      getDocs(query(collection(visitor(), 'press'), where('siteId', '==', SLUG), orderBy('date', 'desc'), limit(10))),
    );
  });
});

describe('press: creating', () => {
  it('lets an administrator (claim admin: true) create exactly the six fields', async () => {
    await assertSucceeds(addDoc(collection(admin(), 'press'), article()));
    await assertSucceeds(
      addDoc(
        collection(admin(), 'press'),
        article({
          siteId: 'x'.repeat(PRESS_LIMITS.siteId),
          title: 't'.repeat(PRESS_LIMITS.title),
          summary: 's'.repeat(PRESS_LIMITS.summary),
          content: 'c'.repeat(PRESS_LIMITS.content),
        }),
      ),
    );
    await assertSucceeds(addDoc(collection(admin(), 'press'), article({ content: '' })));
  });

  it('refuses anyone without the admin claim', async () => {
    await assertFails(addDoc(collection(visitor(), 'press'), article()));
    await assertFails(addDoc(collection(member(), 'press'), article()));
    const claimAsText = as('text-claim', { admin: 'true' });
    await assertFails(addDoc(collection(claimAsText, 'press'), article()));
  });

  it('refuses a missing or an extra field', async () => {
    for (const key of ['siteId', 'title', 'summary', 'content', 'date', 'views']) {
      await assertFails(addDoc(collection(admin(), 'press'), without(key)));
    }
    await assertFails(addDoc(collection(admin(), 'press'), article({ author: 'admin' })));
  });

  it('refuses text over the bounds, blank title or summary, and a bad site id', async () => {
    const refused = [
      { siteId: 'x'.repeat(PRESS_LIMITS.siteId + 1) },
      { siteId: '' },
      { siteId: '가경/파크시티' },
      { siteId: '가경 파크시티' },
      { title: 't'.repeat(PRESS_LIMITS.title + 1) },
      { title: '   ' },
      { summary: 's'.repeat(PRESS_LIMITS.summary + 1) },
      { summary: '' },
      { content: 'c'.repeat(PRESS_LIMITS.content + 1) },
    ];
    for (const overrides of refused) {
      await assertFails(addDoc(collection(admin(), 'press'), article(overrides)));
    }
  });

  it('refuses wrong types', async () => {
    for (const overrides of [{ title: 7 }, { summary: null }, { content: ['본문'] }, { siteId: true }]) {
      await assertFails(addDoc(collection(admin(), 'press'), article(overrides)));
    }
  });

  it("refuses a date other than the server's time of the write, and views other than the integer 0", async () => {
    await assertFails(addDoc(collection(admin(), 'press'), article({ date: Timestamp.fromDate(new Date()) })));
    await assertFails(addDoc(collection(admin(), 'press'), article({ date: '2025-03-01' })));
    await assertFails(addDoc(collection(admin(), 'press'), article({ views: 1 })));
    await assertFails(addDoc(collection(admin(), 'press'), article({ views: 0.5 })));
    await assertFails(addDoc(collection(admin(), 'press'), article({ views: '0' })));
  });
});

describe('press: views', () => {
  it('lets anyone add exactly one view', async () => {
    await assertSucceeds(updateDoc(doc(visitor(), 'press/seeded'), { views: increment(1) }));
    await assertSucceeds(updateDoc(doc(member(), 'press/seeded'), { views: 6 }));
    await withoutRules(async (db) => {
      const snapshot = await getDoc(doc(db, 'press/seeded'));
      expect(snapshot.get('views')).toBe(6);
    });
  });

  it('refuses any other change of views, and edits mixed with a view even by an administrator', async () => {
    await assertFails(updateDoc(doc(visitor(), 'press/seeded'), { views: increment(2) }));
    await assertFails(updateDoc(doc(visitor(), 'press/seeded'), { views: increment(-1) }));
    await assertFails(updateDoc(doc(visitor(), 'press/seeded'), { views: 4 }));
    await assertFails(updateDoc(doc(visitor(), 'press/seeded'), { views: 5.0001 }));
    await assertFails(updateDoc(doc(admin(), 'press/seeded'), { views: increment(1), title: '고친 제목' }));
    await assertFails(updateDoc(doc(visitor(), 'press/missing'), { views: increment(1) }));
  });

  it('lets only an administrator edit title, summary and body, within the create bounds', async () => {
    await assertFails(updateDoc(doc(visitor(), 'press/seeded'), { title: '고친 제목' }));
    await assertFails(updateDoc(doc(member(), 'press/seeded'), { title: '고친 제목' }));
    await assertFails(updateDoc(doc(admin(), 'press/seeded'), { title: '   ' }));
    await assertFails(updateDoc(doc(admin(), 'press/seeded'), { title: '가'.repeat(201) }));
    await assertFails(updateDoc(doc(admin(), 'press/seeded'), { siteId: '다른사이트' }));
    await assertFails(updateDoc(doc(admin(), 'press/seeded'), { date: new Date(0) }));
    await assertSucceeds(
      updateDoc(doc(admin(), 'press/seeded'), { title: '고친 제목', summary: '고친 요약', content: '' }),
    );
  });
});

describe('press: deleting, and everything outside press', () => {
  it('refuses an administrator signed in without the second factor: no post, edit or deletion', async () => {
    await assertFails(addDoc(collection(passwordOnlyAdmin(), 'press'), article()));
    await assertFails(updateDoc(doc(passwordOnlyAdmin(), 'press/seeded'), { title: '바뀐 제목' }));
    await assertFails(deleteDoc(doc(passwordOnlyAdmin(), 'press/seeded')));
  });

  it('lets only an administrator delete an article', async () => {
    await assertFails(deleteDoc(doc(visitor(), 'press/seeded')));
    await assertFails(deleteDoc(doc(member(), 'press/seeded')));
    await assertSucceeds(deleteDoc(doc(admin(), 'press/seeded')));
  });

  it('closes every other collection, even to an administrator', async () => {
    await assertFails(getDoc(doc(visitor(), 'settings/site')));
    await assertFails(getDoc(doc(admin(), 'settings/site')));
    await assertFails(setDoc(doc(admin(), 'settings/site'), { theme: 'night' }));
    await assertFails(setDoc(doc(admin(), 'press/seeded/comments/1'), { text: '댓글' }));
  });
});
