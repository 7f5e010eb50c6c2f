import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { SITE } from '@gagyeong/contracts';
import { ADMIN_EMAIL, adminPassword, DATA_DIR, ORIGINS } from './support/env';

export { expect };
export { ADMIN_EMAIL, ORIGINS } from './support/env';

/** Console errors and uncaught exceptions a page produced; tests assert it stays empty. */
export interface PageProblems {
  readonly errors: string[];
}

/**
 * The Firebase Auth emulator does not implement the reCAPTCHA config the SDK asks for before an
 * SMS (it answers 501; the SDK then goes on without it, docs/firebase.md): not a page's problem.
 */
const AUTH_EMULATOR_GAP = /\/identitytoolkit\.googleapis\.com\/v2\/recaptchaConfig/u;

/**
 * A server-rendered page paints first and starts its scripts after that
 * (docs/decisions/0056-critical-css-and-first-paint.md), so the `load` event no longer means the
 * shell runs. Waits for the first view to be interactive where the page has scripts to run: not
 * without JavaScript (the `<noscript>` links are elements then), not on a page without the shell.
 */
export async function firstViewReady(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document.getElementById('gagyeong-after-paint') === null ||
        document.querySelector('noscript > link') !== null ||
        document.documentElement.hasAttribute('data-gg-interactive'),
      null,
      { timeout: 15_000 },
    )
    .catch(() => undefined); // a page whose scripts fail is what some tests look at
}

export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    for (const method of ['goto', 'reload'] as const) {
      const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
      Object.assign(page, {
        [method]: async (...args: unknown[]) => {
          const response = await original(...args);
          await firstViewReady(page);
          return response;
        },
      });
    }
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' && !AUTH_EMULATOR_GAP.test(message.location().url)) {
        problems.errors.push(message.text());
      }
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** The per-run administrator made by `create-admin` when the e2e server started. */
export const admin = {
  email: ADMIN_EMAIL,
  get password(): string {
    return adminPassword();
  },
};

/** Waits until no remote region is still loading (the shell's region spinner). */
export async function waitForRegions(page: Page): Promise<void> {
  await expect(page.locator('[data-region-loading]')).toHaveCount(0);
}

/** Same viewport as a small phone (docs/product.md: mobile layout at 900px and below). */
export const PHONE = { width: 390, height: 844 } as const;

// ── The administrator's sign-in, second factor included (docs/decisions/0095-safeguards-for-personal-data.md) ──

/**
 * The e2e administrator's TOTP key, enrolled once per run through the sign-in API, its last used
 * time step (a code is accepted once) and a session kept for reuse. In the run's data folder, so
 * every spec and worker shares it and the next run starts afresh.
 */
interface AdminState {
  secret: string;
  lastStep: number;
  session: string;
  recoveryCodes: string[];
}

const STATE_FILE = join(DATA_DIR, 'e2e-admin-second-factor.json');
const PERIOD_MS = 30_000;

function readState(): AdminState | undefined {
  return existsSync(STATE_FILE) ? (JSON.parse(readFileSync(STATE_FILE, 'utf8')) as AdminState) : undefined;
}

function writeState(state: AdminState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

/** The code an authenticator app would show for `secret` in time step `step`. */
export function totpCodeAt(secret: string, step: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: step * PERIOD_MS,
  });
}

/**
 * A code for `secret` from a time step after `lastStep`: this period's, else the next one's (the
 * server accepts one period of drift), else the test waits for the next period by polling the clock.
 */
export async function freshCode(secret: string, lastStep: number): Promise<{ code: string; step: number }> {
  const now = () => Math.floor(Date.now() / PERIOD_MS);
  if (now() + 1 <= lastStep) {
    await expect.poll(now, { timeout: 2 * PERIOD_MS + 5_000, intervals: [250] }).toBeGreaterThanOrEqual(lastStep);
  }
  const step = Math.max(now(), lastStep + 1);
  return { code: totpCodeAt(secret, step), step };
}

/** Enrols the e2e administrator's second factor on first use (the account create-admin made). */
async function adminState(request: APIRequestContext): Promise<AdminState> {
  const known = readState();
  if (known) return known;
  const first = await request.post(`${ORIGINS.site}/api/auth/login`, {
    data: { email: admin.email, password: admin.password },
    headers: { origin: ORIGINS.site },
  });
  const body = (await first.json()) as { enrolment?: { secret: string } };
  if (!body.enrolment) throw new Error(`the e2e administrator is not pending enrolment: ${JSON.stringify(body)}`);
  const state: AdminState = { secret: body.enrolment.secret, lastStep: 0, session: '', recoveryCodes: [] };
  const { code, step } = await freshCode(state.secret, state.lastStep);
  const done = await request.post(`${ORIGINS.site}/api/auth/login`, {
    data: { email: admin.email, password: admin.password, code },
    headers: { origin: ORIGINS.site },
  });
  expect(done.status()).toBe(200);
  state.lastStep = step;
  state.recoveryCodes = ((await done.json()) as { recoveryCodes: string[] }).recoveryCodes;
  writeState(state);
  return state;
}

/** The next unused TOTP code of the e2e administrator (marked used). */
export async function adminCode(request: APIRequestContext): Promise<string> {
  const state = await adminState(request);
  const { code, step } = await freshCode(state.secret, state.lastStep);
  writeState({ ...(readState() ?? state), lastStep: step });
  return code;
}

function isApiContext(target: Page | BrowserContext | APIRequestContext): target is APIRequestContext {
  return !('newPage' in target) && !('goto' in target);
}

/**
 * Signs `target` in as the e2e administrator through the API, with the second factor: a page or
 * browser context gets the run's kept session when it is still valid (fewer codes, which the
 * server accepts once each), else a new one; an API context signs in itself. Every later request
 * of `target` carries the session cookie.
 */
export async function signInAdmin(target: Page | BrowserContext | APIRequestContext): Promise<void> {
  const context = isApiContext(target) ? undefined : 'goto' in target ? target.context() : target;
  const request = context ? context.request : (target as APIRequestContext);
  const state = await adminState(request);
  if (context && state.session) {
    const check = await fetch(`${ORIGINS.site}/api/auth/me`, { headers: { cookie: `gg_session=${state.session}` } });
    if (((await check.json()) as { user: { role: string } | null }).user?.role === 'admin') {
      await context.addCookies([{ name: 'gg_session', value: state.session, url: ORIGINS.site }]);
      return;
    }
  }
  const response = await request.post(`${ORIGINS.site}/api/auth/login`, {
    data: { email: admin.email, password: admin.password, code: await adminCode(request) },
    headers: { origin: ORIGINS.site },
  });
  expect(response.status()).toBe(200);
  const session = /gg_session=([^;]+)/.exec(response.headers()['set-cookie'] ?? '')?.[1];
  if (context && session) writeState({ ...(readState() ?? state), session });
}

/**
 * Fills and sends an administrator sign-in form (`form`, found by its name) with the e2e
 * administrator's email, password and a fresh code; `submit` names its button.
 */
export async function signInWithForm(page: Page, form: Locator, submit = '로그인'): Promise<void> {
  await form.getByLabel('이메일').fill(admin.email);
  await form.getByLabel('비밀번호').fill(admin.password);
  await form.getByLabel('인증 코드').fill(await adminCode(page.request));
  await form.getByRole('button', { name: submit, exact: true }).click();
}

/** Signs the per-run administrator in with `request` and posts one article; resolves to its path. */
export async function createArticle(
  request: APIRequestContext,
  article: { readonly title: string; readonly summary: string; readonly content: string },
): Promise<string> {
  const site = ORIGINS.site;
  await signInAdmin(request);
  const created = await request.post(`${site}/api/press`, {
    data: { siteId: SITE.slug, ...article },
    headers: { origin: site },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return `/${encodeURIComponent(SITE.slug)}/press/${id}`;
}
