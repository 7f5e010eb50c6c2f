import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type DocumentData, type Firestore, type LogLevel } from 'firebase/firestore';
import { firestoreEmulator, firestoreRules, WITH_SECOND_FACTOR } from './firebase-emulators';

/**
 * For the `*-rules.emulator.test.ts` files: the repository's firestore.rules on the Firestore
 * emulator (@firebase/rules-unit-testing), emptied and seeded before each test, and the signed-in
 * contexts every rules test asks as. One project id per file keeps parallel files apart.
 */

export interface RulesTestOptions {
  /** The documents every test starts from (path → data), written past the rules. */
  readonly seed?: () => Readonly<Record<string, DocumentData>>;
  /** The administrator's and the member's email claims, where the rules compare them. */
  readonly adminEmail?: string;
  readonly memberEmail?: string;
  /** The SDK's log level: refused writes are the point of these tests, their warnings noise. */
  readonly logLevel?: LogLevel;
}

export interface RulesTest {
  /** Anyone, signed out. */
  visitor(): Firestore;
  /** An administrator as isAdmin() wants one: the admin claim on a token minted after the SMS second factor. */
  admin(): Firestore;
  /** The admin claim on a token minted after the password alone (no second factor). */
  passwordOnlyAdmin(): Firestore;
  /** A signed-in account without claims. */
  member(): Firestore;
  /** Any account with the claims given. */
  as(uid: string, claims: Record<string, unknown>): Firestore;
  /** Runs `work` past the rules, e.g. to read what a test stored. */
  withoutRules(work: (db: Firestore) => Promise<void>): Promise<void>;
}

// rules-unit-testing hands out the compat SDK's Firestore; the modular functions take it as is.
const modular = (db: unknown) => db as Firestore;

export function rulesTest(projectId: string, options: RulesTestOptions = {}): RulesTest {
  const { seed, adminEmail, memberEmail, logLevel = 'error' } = options;
  const admin = adminEmail === undefined ? {} : { email: adminEmail };
  const member = memberEmail === undefined ? {} : { email: memberEmail };
  let env: RulesTestEnvironment | undefined;
  const environment = (): RulesTestEnvironment => {
    if (!env) throw new Error('the rules test environment starts in beforeAll');
    return env;
  };
  const as = (uid: string, claims: Record<string, unknown>) =>
    modular(environment().authenticatedContext(uid, claims).firestore());
  const withoutRules = (work: (db: Firestore) => Promise<void>) =>
    environment().withSecurityRulesDisabled((context) => work(modular(context.firestore())));

  // The emulators answer in milliseconds, but seeding and Java's warm-up on a busy machine do not.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    setLogLevel(logLevel);
    env = await initializeTestEnvironment({
      projectId,
      firestore: { ...firestoreEmulator(), rules: firestoreRules() },
    });
  });
  afterAll(() => environment().cleanup());
  beforeEach(async () => {
    await environment().clearFirestore();
    if (!seed) return;
    await withoutRules(async (db) => {
      for (const [path, data] of Object.entries(seed())) await setDoc(doc(db, path), data);
    });
  });

  return {
    visitor: () => modular(environment().unauthenticatedContext().firestore()),
    admin: () => as('admin-uid', { admin: true, ...admin, ...WITH_SECOND_FACTOR }),
    passwordOnlyAdmin: () => as('admin-uid', { admin: true, ...admin, firebase: { sign_in_provider: 'password' } }),
    member: () => as('member-uid', member),
    as,
    withoutRules,
  };
}
