import { randomBytes } from 'node:crypto';
import { setLogLevel, type LogLevel } from 'firebase/firestore/lite';
import {
  AUTH_PROJECT,
  clearFirestore,
  completeSignIn,
  createAdminUser,
  createAuthUser,
  emulatorWebConfig,
  loadFirestoreRules,
  randomMobile,
} from './firebase-emulators';

/**
 * For the adapter tests that run the browser's Firebase code against the emulators: the test
 * file's `demo-` project with the repository's firestore.rules, emptied and seeded once, and two
 * throwaway accounts in the Auth emulator (random per run, as in the browser tests).
 */

export interface EmulatorAccount {
  readonly email: string;
  readonly password: string;
}

export interface EmulatorAdmin extends EmulatorAccount {
  /** The phone it enrols for the SMS second factor on its first sign-in (firestore.rules want the factor). */
  readonly phone: string;
  /** Signs in through `auth` (an adapter's signIn) to the end: the SMS steps included. */
  signIn(auth: { signIn(email: string, password: string): Promise<unknown> }): Promise<void>;
}

export interface EmulatorProject {
  readonly config: ReturnType<typeof emulatorWebConfig>;
  /** An administrator as operators make one: the admin claim and a verified email. */
  readonly admin: EmulatorAdmin;
  /** An account without the admin claim. */
  readonly member: EmulatorAccount;
}

export interface EmulatorProjectOptions {
  /** What the test reads, written past the rules (seedDocument) before any test. */
  readonly seed?: () => Promise<unknown>;
  /** The SDK's log level: the refusals the tests expect are noise in its warnings. */
  readonly logLevel?: LogLevel;
}

/** `name` tells the accounts of one file from another's in the shared Auth project. */
export function emulatorProject(
  projectId: string,
  name: string,
  options: EmulatorProjectOptions = {},
): EmulatorProject {
  const { seed, logLevel = 'error' } = options;
  const password = randomBytes(12).toString('base64url');
  const email = `${name}-admin-${Date.now()}@example.kr`;
  const phone = randomMobile();
  const project: EmulatorProject = {
    config: emulatorWebConfig(projectId),
    admin: {
      email,
      password,
      phone,
      signIn: (auth) => completeSignIn(auth.signIn(email, password), phone),
    },
    member: { email: `${name}-member-${Date.now()}@example.kr`, password },
  };

  // The emulators answer in milliseconds, but seeding and Java's warm-up on a busy machine do not.
  jest.setTimeout(30_000);
  beforeAll(async () => {
    setLogLevel(logLevel);
    await loadFirestoreRules(projectId);
    await clearFirestore(projectId);
    await Promise.all([
      createAdminUser(AUTH_PROJECT, email, password),
      createAuthUser(AUTH_PROJECT, project.member.email, password),
      seed?.(),
    ]);
  });
  return project;
}
