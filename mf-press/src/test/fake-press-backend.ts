import type { SessionUser } from '@gagyeong/contracts/auth';
import { PRESS_PAGE_SIZE, type PressArticle, type PressPage } from '@gagyeong/contracts/press';
import {
  PressApiError,
  type EditedPressArticle,
  type NewPressArticle,
  type PressBackend,
  type PressSignIn,
} from '../features/press/api/press-backend';

/**
 * An in-memory PressBackend for component tests: the components meet the backend only through
 * this interface, so the fake is the boundary. Every method is a jest.fn to assert calls.
 */
export interface FakePressBackend extends PressBackend {
  readonly articles: PressArticle[];
  /** Makes the next calls of a method reject with this error. */
  failNext(
    method: 'listPage' | 'getArticle' | 'createArticle' | 'updateArticle' | 'deleteArticle' | 'signIn',
    error: Error,
  ): void;
  /** Pretends the session changed elsewhere (another tab, expiry). */
  setUser(user: SessionUser | null): void;
  readonly listPageMock: jest.Mock;
  readonly listPageAtMock: jest.Mock;
  readonly getArticleMock: jest.Mock;
  readonly incrementViewsMock: jest.Mock;
  readonly createArticleMock: jest.Mock;
  readonly updateArticleMock: jest.Mock;
  readonly deleteArticleMock: jest.Mock;
  readonly signInMock: jest.Mock;
  readonly signOutMock: jest.Mock;
}

let nextId = 1;

export function makeArticle(overrides: Partial<PressArticle> = {}): PressArticle {
  const id = overrides.id ?? `article-${nextId++}`;
  return {
    id,
    siteId: '가경파크시티',
    title: `제목 ${id}`,
    summary: `요약 ${id}`,
    content: `본문 ${id}`,
    date: '2025-03-14T06:05:00.000Z',
    views: 0,
    ...overrides,
  };
}

/** `count` articles of `siteId`, newest first, titled "보도 1" (newest) … "보도 {count}". */
export function makeArticles(count: number, siteId = '가경파크시티'): PressArticle[] {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: count }, (_, index) =>
    makeArticle({
      id: `${siteId}-${index + 1}`,
      siteId,
      title: `보도 ${index + 1}`,
      date: new Date(start - index * 86_400_000).toISOString(),
    }),
  );
}

export function createFakePressBackend(
  options: { articles?: PressArticle[]; user?: SessionUser | null; password?: string } = {},
): FakePressBackend {
  const articles = [...(options.articles ?? [])];
  const accounts = new Map<string, { password: string; role: SessionUser['role'] }>([
    ['admin@example.kr', { password: options.password ?? 'correct-password', role: 'admin' }],
    ['member@example.kr', { password: options.password ?? 'correct-password', role: 'member' }],
  ]);
  let user: SessionUser | null = options.user ?? null;
  const listeners = new Set<(user: SessionUser | null) => void>();
  const failures = new Map<string, Error>();

  const failIfAsked = (method: string) => {
    const error = failures.get(method);
    if (error) {
      failures.delete(method);
      throw error;
    }
  };
  const setUser = (next: SessionUser | null) => {
    user = next;
    for (const listener of [...listeners]) listener(next);
  };
  const sorted = (site: string) =>
    articles.filter((a) => a.siteId === site).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));

  /** The page of the sorted list from `start`; the cursor is the last article's id, as on Firestore. */
  const pageFrom = (all: PressArticle[], start: number): PressPage => {
    const page = all.slice(start, start + PRESS_PAGE_SIZE);
    const more = start + PRESS_PAGE_SIZE < all.length;
    const items = page.map(({ id, siteId, title, summary, date, views }) => ({
      id,
      siteId,
      title,
      summary,
      date,
      views,
    }));
    return { items, nextCursor: more ? (page[page.length - 1]?.id ?? null) : null };
  };
  const listPageMock = jest.fn(async (site: string, cursor: string | null): Promise<PressPage> => {
    failIfAsked('listPage');
    const all = sorted(site);
    return pageFrom(all, cursor === null ? 0 : all.findIndex((a) => a.id === cursor) + 1);
  });
  const listPageAtMock = jest.fn(async (site: string, page: number): Promise<PressPage> => {
    failIfAsked('listPage');
    return pageFrom(sorted(site), (page - 1) * PRESS_PAGE_SIZE);
  });
  const getArticleMock = jest.fn(async (id: string) => {
    failIfAsked('getArticle');
    const found = articles.find((a) => a.id === id);
    return found ? { ...found } : null;
  });
  const incrementViewsMock = jest.fn(async (id: string) => {
    const index = articles.findIndex((a) => a.id === id);
    const found = articles[index];
    if (!found) return null;
    articles[index] = { ...found, views: found.views + 1 };
    return found.views + 1;
  });
  const createArticleMock = jest.fn(async (input: NewPressArticle) => {
    failIfAsked('createArticle');
    if (!user) throw new PressApiError('로그인이 필요합니다.', 'unauthorized', 401);
    const article = makeArticle({ ...input, date: new Date().toISOString(), views: 0 });
    articles.push(article);
    return article;
  });
  const requireAdmin = () => {
    if (!user) throw new PressApiError('로그인이 필요합니다.', 'unauthorized', 401);
    if (user.role !== 'admin') throw new PressApiError('관리자만 할 수 있는 작업입니다.', 'forbidden', 403);
  };
  const updateArticleMock = jest.fn(async (id: string, input: EditedPressArticle) => {
    failIfAsked('updateArticle');
    requireAdmin();
    const index = articles.findIndex((a) => a.id === id);
    const found = articles[index];
    if (!found) throw new PressApiError('보도자료를 찾을 수 없습니다.', 'press_not_found', 404);
    const updated = { ...found, title: input.title, summary: input.summary, content: input.content };
    articles[index] = updated;
    return { ...updated };
  });
  const deleteArticleMock = jest.fn(async (id: string) => {
    failIfAsked('deleteArticle');
    requireAdmin();
    const index = articles.findIndex((a) => a.id === id);
    if (index < 0) throw new PressApiError('보도자료를 찾을 수 없습니다.', 'press_not_found', 404);
    articles.splice(index, 1);
  });
  const signInMock = jest.fn(async (email: string, password: string, _code?: string): Promise<PressSignIn> => {
    failIfAsked('signIn');
    const account = accounts.get(email);
    if (!account || account.password !== password) {
      throw new PressApiError('이메일 또는 비밀번호가 올바르지 않습니다.', 'invalid_credentials', 401);
    }
    const signedIn: SessionUser = { email, role: account.role };
    setUser(signedIn);
    return { user: signedIn };
  });
  const signOutMock = jest.fn(async () => {
    setUser(null);
  });

  return {
    articles,
    listPageMock,
    listPageAtMock,
    getArticleMock,
    incrementViewsMock,
    createArticleMock,
    updateArticleMock,
    deleteArticleMock,
    signInMock,
    signOutMock,
    failNext: (method, error) => failures.set(method, error),
    setUser,
    listPage: listPageMock,
    listPageAt: listPageAtMock,
    getArticle: getArticleMock,
    incrementViews: incrementViewsMock,
    createArticle: createArticleMock,
    updateArticle: updateArticleMock,
    deleteArticle: deleteArticleMock,
    auth: {
      totp: false,
      signIn: signInMock,
      signOut: signOutMock,
      currentUser: async () => user,
      onAuthChange(listener) {
        listeners.add(listener);
        const initial = user;
        void Promise.resolve().then(() => listener(initial));
        return () => {
          listeners.delete(listener);
        };
      },
    },
  };
}
