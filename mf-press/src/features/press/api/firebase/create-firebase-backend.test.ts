import * as firebaseApp from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import * as firestore from 'firebase/firestore/lite';
import { PressApiError } from '../press-backend';
import { createFirebaseBackend } from './create-firebase-backend';

// The SDK is the boundary: each function returns a tagged value so the calls can be asserted exactly.
jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({ name: 'mf-press' })) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(),
  indexedDBLocalPersistence: { persistence: 'indexedDB' },
  browserLocalPersistence: { persistence: 'local' },
  signInWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(async () => undefined),
  onAuthStateChanged: jest.fn(),
  getIdTokenResult: jest.fn(),
}));
jest.mock('firebase/firestore/lite', () => ({
  getFirestore: jest.fn(() => ({ db: true })),
  collection: jest.fn((_db: unknown, path: string) => ({ collection: path })),
  doc: jest.fn((_db: unknown, path: string, id: string) => ({ doc: `${path}/${id}` })),
  where: jest.fn((field: string, op: string, value: unknown) => ({ where: [field, op, value] })),
  orderBy: jest.fn((field: string, direction: string) => ({ orderBy: [field, direction] })),
  limit: jest.fn((count: number) => ({ limit: count })),
  startAfter: jest.fn((snapshot: unknown) => ({ startAfter: snapshot })),
  query: jest.fn((source: unknown, ...constraints: unknown[]) => ({ query: source, constraints })),
  getDocs: jest.fn(),
  getDoc: jest.fn(),
  updateDoc: jest.fn(async () => undefined),
  addDoc: jest.fn(),
  increment: jest.fn((by: number) => ({ increment: by })),
  serverTimestamp: jest.fn(() => ({ serverTimestamp: true })),
}));

const fs = jest.mocked(firestore);
const auth = jest.mocked(firebaseAuth);
const CONFIG = { apiKey: 'public-web-key', authDomain: 'demo.firebaseapp.com', projectId: 'demo', appId: '1:2:web:3' };
const SLUG = '가경파크시티';
const DB = { db: true };

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

function snapshot(id: string, data: Record<string, unknown> | undefined) {
  return { id, exists: () => data !== undefined, data: () => data };
}

function pressDoc(n: number) {
  return snapshot(`doc-${n}`, {
    siteId: SLUG,
    title: `보도 ${n}`,
    summary: `요약 ${n}`,
    content: `본문 ${n}`,
    date: timestamp(`2025-03-${String(20 - n).padStart(2, '0')}T06:05:00.000Z`),
    views: n,
  });
}

function docs(count: number) {
  return { docs: Array.from({ length: count }, (_, i) => pressDoc(i + 1)) };
}

const fakeAuth = {
  currentUser: null as null | { email: string },
  authStateReady: jest.fn(async () => undefined),
};

beforeEach(() => {
  jest.clearAllMocks();
  auth.initializeAuth.mockReturnValue(fakeAuth as never);
  fakeAuth.currentUser = null;
});

describe('firebase press backend at the SDK boundary', () => {
  it('initialises a named app, Firestore and Auth with persistence (no popup resolver)', () => {
    createFirebaseBackend(CONFIG);
    expect(firebaseApp.initializeApp).toHaveBeenCalledWith(CONFIG, 'mf-press');
    expect(fs.getFirestore).toHaveBeenCalledWith({ name: 'mf-press' });
    expect(auth.initializeAuth).toHaveBeenCalledWith({ name: 'mf-press' }, {
      persistence: [auth.indexedDBLocalPersistence, auth.browserLocalPersistence],
    });
  });

  it("queries collection 'press' by siteId, date desc, 10 at a time, and continues after the last document", async () => {
    const backend = createFirebaseBackend(CONFIG);
    const first = docs(10);
    fs.getDocs.mockResolvedValueOnce(first as never);

    const page = await backend.listPage(SLUG, null);
    expect(fs.collection).toHaveBeenCalledWith(DB, 'press');
    expect(fs.where).toHaveBeenCalledWith('siteId', '==', SLUG);
    expect(fs.orderBy).toHaveBeenCalledWith('date', 'desc');
    expect(fs.limit).toHaveBeenCalledWith(10);
    expect(fs.startAfter).not.toHaveBeenCalled();
    expect(fs.query).toHaveBeenCalledWith(
      { collection: 'press' },
      { where: ['siteId', '==', SLUG] },
      { orderBy: ['date', 'desc'] },
      { limit: 10 },
    );
    expect(page.items).toHaveLength(10);
    expect(page.items[0]).toEqual({
      id: 'doc-1',
      siteId: SLUG,
      title: '보도 1',
      summary: '요약 1',
      date: '2025-03-19T06:05:00.000Z',
      views: 1,
    });
    expect(page.nextCursor).toBe('doc-10');

    fs.getDocs.mockResolvedValueOnce(docs(3) as never);
    const next = await backend.listPage(SLUG, page.nextCursor);
    // startAfter gets the very snapshot of the previous page's last document.
    expect(fs.startAfter).toHaveBeenCalledWith(first.docs[9]);
    expect(fs.query).toHaveBeenLastCalledWith(
      { collection: 'press' },
      { where: ['siteId', '==', SLUG] },
      { orderBy: ['date', 'desc'] },
      { startAfter: first.docs[9] },
      { limit: 10 },
    );
    expect(next.nextCursor).toBeNull();
  });

  it('reads the cursor document again when its snapshot is not known', async () => {
    const backend = createFirebaseBackend(CONFIG);
    const cursorDoc = pressDoc(10);
    fs.getDoc.mockResolvedValueOnce(cursorDoc as never);
    fs.getDocs.mockResolvedValueOnce(docs(0) as never);
    await backend.listPage(SLUG, 'doc-10');
    expect(fs.doc).toHaveBeenCalledWith(DB, 'press', 'doc-10');
    expect(fs.startAfter).toHaveBeenCalledWith(cursorDoc);
  });

  it('reads one article with getDoc and answers null when it does not exist', async () => {
    const backend = createFirebaseBackend(CONFIG);
    fs.getDoc.mockResolvedValueOnce(pressDoc(2) as never);
    await expect(backend.getArticle('doc-2')).resolves.toMatchObject({ id: 'doc-2', content: '본문 2', views: 2 });
    expect(fs.getDoc).toHaveBeenCalledWith({ doc: 'press/doc-2' });

    fs.getDoc.mockResolvedValueOnce(snapshot('gone', undefined) as never);
    await expect(backend.getArticle('gone')).resolves.toBeNull();
  });

  it('adds exactly one view with updateDoc(ref, { views: increment(1) }) and returns the new count', async () => {
    const backend = createFirebaseBackend(CONFIG);
    fs.getDoc.mockResolvedValueOnce(snapshot('doc-1', { views: 8 }) as never);
    await expect(backend.incrementViews('doc-1')).resolves.toBe(8);
    expect(fs.increment).toHaveBeenCalledWith(1);
    expect(fs.updateDoc).toHaveBeenCalledWith({ doc: 'press/doc-1' }, { views: { increment: 1 } });
    expect(fs.updateDoc).toHaveBeenCalledTimes(1);

    fs.updateDoc.mockRejectedValueOnce(Object.assign(new Error('No document to update'), { code: 'not-found' }));
    await expect(backend.incrementViews('gone')).resolves.toBeNull();
  });

  it('adds an article with serverTimestamp() and views 0, and nothing else', async () => {
    const backend = createFirebaseBackend(CONFIG);
    fs.addDoc.mockResolvedValueOnce({ id: 'new-id' } as never);
    const article = await backend.createArticle({ siteId: SLUG, title: '제목', summary: '요약', content: '본문' });
    expect(fs.serverTimestamp).toHaveBeenCalledTimes(1);
    expect(fs.addDoc).toHaveBeenCalledWith(
      { collection: 'press' },
      { siteId: SLUG, title: '제목', summary: '요약', content: '본문', date: { serverTimestamp: true }, views: 0 },
    );
    expect(article).toMatchObject({ id: 'new-id', siteId: SLUG, title: '제목', views: 0 });
  });

  it('turns a rules refusal into the Korean message', async () => {
    const backend = createFirebaseBackend(CONFIG);
    fs.addDoc.mockRejectedValueOnce(
      Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }),
    );
    const error = await backend
      .createArticle({ siteId: SLUG, title: 't', summary: 's', content: '' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PressApiError);
    expect(error).toMatchObject({ code: 'permission-denied', message: '관리자만 할 수 있는 작업입니다.' });
  });

  it('signs in with signInWithEmailAndPassword and reads the admin custom claim', async () => {
    const backend = createFirebaseBackend(CONFIG);
    const user = { email: 'admin@example.kr' };
    auth.signInWithEmailAndPassword.mockResolvedValueOnce({ user } as never);
    auth.getIdTokenResult.mockResolvedValueOnce({ claims: { admin: true } } as never);
    await expect(backend.auth.signIn('admin@example.kr', 'typed password')).resolves.toEqual({
      email: 'admin@example.kr',
      role: 'admin',
    });
    expect(auth.signInWithEmailAndPassword).toHaveBeenCalledWith(fakeAuth, 'admin@example.kr', 'typed password');
    expect(auth.getIdTokenResult).toHaveBeenCalledWith(user);

    auth.signInWithEmailAndPassword.mockResolvedValueOnce({ user: { email: 'm@example.kr' } } as never);
    auth.getIdTokenResult.mockResolvedValueOnce({ claims: { admin: 'true' } } as never);
    await expect(backend.auth.signIn('m@example.kr', 'pw')).resolves.toEqual({ email: 'm@example.kr', role: 'member' });
  });

  it('reports a wrong password in Korean', async () => {
    const backend = createFirebaseBackend(CONFIG);
    auth.signInWithEmailAndPassword.mockRejectedValueOnce(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    await expect(backend.auth.signIn('admin@example.kr', 'wrong')).rejects.toMatchObject({
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('signs out, reports the current user and follows onAuthStateChanged', async () => {
    const backend = createFirebaseBackend(CONFIG);
    await backend.auth.signOut();
    expect(auth.signOut).toHaveBeenCalledWith(fakeAuth);

    fakeAuth.currentUser = { email: 'admin@example.kr' };
    auth.getIdTokenResult.mockResolvedValueOnce({ claims: { admin: true } } as never);
    await expect(backend.auth.currentUser()).resolves.toEqual({ email: 'admin@example.kr', role: 'admin' });
    expect(fakeAuth.authStateReady).toHaveBeenCalled();

    const unsubscribe = jest.fn();
    let changed: (user: unknown) => void = () => undefined;
    auth.onAuthStateChanged.mockImplementationOnce(((_auth: unknown, callback: (user: unknown) => void) => {
      changed = callback;
      return unsubscribe;
    }) as never);
    const listener = jest.fn();
    const stop = backend.auth.onAuthChange(listener);
    expect(auth.onAuthStateChanged).toHaveBeenCalledWith(fakeAuth, expect.any(Function));

    auth.getIdTokenResult.mockResolvedValueOnce({ claims: {} } as never);
    changed({ email: 'm@example.kr' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(listener).toHaveBeenLastCalledWith({ email: 'm@example.kr', role: 'member' });
    changed(null);
    expect(listener).toHaveBeenLastCalledWith(null);

    stop();
    expect(unsubscribe).toHaveBeenCalled();
  });
});
