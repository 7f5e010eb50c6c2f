#!/usr/bin/env node
// @ts-check
/**
 * Starts and stops the Firebase emulators the tests need, offline, on free ports:
 * - Firestore: the Debian package google-cloud-cli-firestore-emulator (Java), started directly
 *   (firebase-tools refuses Firestore on Java below 21);
 * - Auth and Cloud Functions: firebase-tools (npm) `emulators:start --only auth,functions`, which
 *   runs on Node alone. The functions (functions/, bundled first) deliver lead notifications of
 *   project DEFAULT_PROJECT to two loopback receivers whose ports this names (NOTIFY_SINK_*: a test
 *   listens there); their Firestore triggers are registered with the Firestore emulator here,
 *   since firebase-tools did not start it.
 * Each is started in its own process group and stopped by its PID. See docs/firebase.md.
 *
 * As a module (jest global setup): findEmulators(), startEmulators(), loadRules(), clearFirestore().
 * As a command (.ci/run): `node scripts/firebase-emulators.js exec -- <command…>` starts them, runs
 * the command with FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set, stops them, and
 * exits with the command's status. Without the emulators it says so and runs the command anyway,
 * except under CI (`CI` set), where a missing emulator fails the run (emulatorsRequired()).
 */
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..');
const HOST = '127.0.0.1';
/** `demo-` projects need no credentials and never reach Google. */
const DEFAULT_PROJECT = 'demo-gagyeong';
const FIRESTORE_SCRIPT_CANDIDATES = [
  process.env.FIRESTORE_EMULATOR_SCRIPT,
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator',
];
const FIREBASE_TOOLS_BIN = path.join(ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
const FUNCTIONS_DIR = path.join(ROOT, 'functions');
/** Where the emulated functions send lead notifications (docs/firebase.md, "Lead notifications"). */
const NOTIFY_TO = 'sales@gagyeong.test';
// Generous: the Auth emulator takes 20 s to start on a quiet machine and minutes on a saturated one.
const READY_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * @typedef {{ ok: true, firestoreScript: string, firebaseTools: string }
 *   | { ok: false, reason: string }} Availability
 * @typedef {{ host: string, port: number }} Address
 * @typedef {{
 *   projectId: string,
 *   firestore: Address,
 *   auth: Address,
 *   functions: Address | null,
 *   notifySinks: { smtpPort: number, webhookPort: number } | null,
 *   owned: boolean,
 *   stop: () => Promise<void>,
 * }} RunningEmulators
 */

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && fs.existsSync(path.join(dir, command)));
}

/**
 * Whether this machine can run both emulators (synchronous: jest configs call it).
 * @returns {Availability}
 */
function findEmulators() {
  const firestoreScript = FIRESTORE_SCRIPT_CANDIDATES.find((file) => file && fs.existsSync(file));
  if (!firestoreScript) {
    return {
      ok: false,
      reason:
        'the Firestore emulator is not installed (Debian package google-cloud-cli-firestore-emulator, ' +
        'or FIRESTORE_EMULATOR_SCRIPT=<path of cloud_firestore_emulator>)',
    };
  }
  if (!process.env.JAVA && !onPath('java')) {
    return { ok: false, reason: 'java is not on PATH (the Firestore emulator needs Java 11 or newer)' };
  }
  if (!fs.existsSync(FIREBASE_TOOLS_BIN)) {
    return { ok: false, reason: 'firebase-tools is not installed (npm install at the repository root)' };
  }
  return { ok: true, firestoreScript, firebaseTools: FIREBASE_TOOLS_BIN };
}

/**
 * Whether a run must have the emulators: under CI (`CI` set) a machine without them fails the run
 * instead of leaving the emulator suites out, so CI cannot pass with them silently skipped
 * (docs/decisions/0082-ci-requires-the-emulators.md). Elsewhere they are left out, said loudly.
 * @param {NodeJS.ProcessEnv} [env]
 */
function emulatorsRequired(env = process.env) {
  return Boolean(env.CI);
}

/** The message of a run that needs the emulators and cannot have them. @param {string} reason */
function requiredButMissing(reason) {
  return (
    `Firebase emulators are required when CI is set, and this machine cannot run them: ${reason}. ` +
    'Install them (docs/firebase.md, "Testing on the emulators"), or unset CI to leave their tests out.'
  );
}

/**
 * Emulators another process started (`exec`, or a developer's own), named by the variables the
 * Firebase SDKs read; null when they are not both set. The Functions emulator and the notification
 * receivers' ports are named by FUNCTIONS_EMULATOR_ADDRESS and NOTIFY_SINK_SMTP_PORT /
 * NOTIFY_SINK_WEBHOOK_PORT when it runs.
 * @returns {{ firestore: Address, auth: Address, functions: Address | null, notifySinks: RunningEmulators['notifySinks'] } | null}
 */
function emulatorsFromEnv() {
  const firestore = parseHostPort(process.env.FIRESTORE_EMULATOR_HOST);
  const auth = parseHostPort(process.env.FIREBASE_AUTH_EMULATOR_HOST);
  const functions = parseHostPort(process.env.FUNCTIONS_EMULATOR_ADDRESS);
  const smtpPort = Number(process.env.NOTIFY_SINK_SMTP_PORT);
  const webhookPort = Number(process.env.NOTIFY_SINK_WEBHOOK_PORT);
  const notifySinks = functions && smtpPort && webhookPort ? { smtpPort, webhookPort } : null;
  return firestore && auth ? { firestore, auth, functions, notifySinks } : null;
}

/** @param {string | undefined} value `host:port` */
function parseHostPort(value) {
  const match = value ? /^([^:]+):(\d+)$/.exec(value) : null;
  return match && match[1] ? { host: match[1], port: Number(match[2]) } : null;
}

/** @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

/** @returns {Promise<number>} a port the OS says is free now */
function anyFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `count` free ports: from `base` upwards when given (machines sharing ports by ranges), otherwise
 * wherever the OS puts them.
 * @param {number} count
 * @param {number | undefined} base
 */
async function freePorts(count, base) {
  /** @type {number[]} */
  const ports = [];
  if (base === undefined) {
    while (ports.length < count) {
      const port = await anyFreePort();
      if (!ports.includes(port)) ports.push(port);
    }
    return ports;
  }
  for (let port = base; ports.length < count && port < base + 100; port += 1) {
    if (await isFree(port)) ports.push(port);
  }
  if (ports.length < count) throw new Error(`fewer than ${count} free ports in ${base}–${base + 99}`);
  return ports;
}

/**
 * A child in its own process group, its output kept in a log file (shown when it fails).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, logFile: string, env?: Record<string, string> }} options
 */
function startProcess(name, command, args, { cwd, logFile, env = {} }) {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(command, args, {
    cwd,
    detached: true,
    stdio: ['ignore', log, log],
    // firebase-tools keeps a per-project hub locator in TMPDIR: one folder per launch lets two
    // runs on one machine coexist.
    env: { ...process.env, ...env, TMPDIR: cwd, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  fs.closeSync(log);
  /** @type {{ code: number | null, signal: string | null } | null} */
  let exited = null;
  const exit = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  const pid = child.pid;
  return {
    name,
    pid,
    logFile,
    exitedWith: () => exited,
    /** Ends the whole group (the Firestore script runs java as a child), then waits for the exit. */
    async stop() {
      if (exited) return;
      signalGroup(pid, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
      // firebase-tools' own children may outlive it by a moment; nothing of the group may stay.
      signalGroup(pid, 'SIGKILL');
    },
    /** Synchronous last resort when the parent exits without a teardown. */
    killNow: () => signalGroup(pid, 'SIGKILL'),
  };
}

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** @param {string} file */
function tail(file) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-25).join('\n');
  } catch {
    return '(no output)';
  }
}

/**
 * Polls `url` until `ready(response text)` holds, the process exits, or the time is up.
 * @param {ReturnType<typeof startProcess>} processHandle
 * @param {string} url
 * @param {(status: number, body: string) => boolean} ready
 */
async function waitUntilReady(processHandle, url, ready) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const exited = processHandle.exitedWith();
    if (exited) {
      throw new Error(
        `${processHandle.name} exited (${exited.code ?? exited.signal}) before it was ready:\n${tail(processHandle.logFile)}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (ready(response.status, await response.text())) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `${processHandle.name} did not answer ${url} within ${READY_TIMEOUT_MS} ms:\n${tail(processHandle.logFile)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Loads security rules into the Firestore emulator for one project (rules are per project).
 * @param {Address} firestore
 * @param {string} projectId
 * @param {string} [rulesFile]
 */
async function loadRules(firestore, projectId, rulesFile = path.join(ROOT, 'firestore.rules')) {
  const content = fs.readFileSync(rulesFile, 'utf8');
  const response = await fetch(
    `http://${firestore.host}:${firestore.port}/emulator/v1/projects/${encodeURIComponent(projectId)}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: path.basename(rulesFile), content }] } }),
    },
  );
  if (!response.ok) throw new Error(`the emulator refused ${rulesFile} (${response.status}): ${await response.text()}`);
}

/**
 * Deletes every document of a project in the Firestore emulator.
 * @param {Address} firestore
 * @param {string} projectId
 */
async function clearFirestore(firestore, projectId) {
  const response = await fetch(
    `http://${firestore.host}:${firestore.port}/emulator/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clearing Firestore failed (${response.status})`);
}

/**
 * Bundles the functions (functions/build.mjs, esbuild: well under a second) so the Functions
 * emulator loads the code of this checkout.
 */
function buildFunctions() {
  execFileSync(process.execPath, [path.join(FUNCTIONS_DIR, 'build.mjs')], { stdio: 'inherit' });
}

/**
 * Registers each Firestore trigger of the loaded functions with the Firestore emulator (firebase-tools
 * registers them only with a Firestore emulator it started itself).
 * @param {Address} functions
 * @param {Address} firestore
 * @param {string} projectId
 */
async function registerFirestoreTriggers(functions, firestore, projectId) {
  const response = await fetch(`http://${functions.host}:${functions.port}/backends`);
  if (!response.ok) throw new Error(`Functions emulator /backends answered ${response.status}`);
  const { backends = [] } =
    /** @type {{ backends?: { functionTriggers?: { id?: string, entryPoint?: string, region?: string, eventTrigger?: { eventType?: string, eventFilters?: Record<string, string>, eventFilterPathPatterns?: Record<string, string> } }[] }[] }} */ (
      await response.json()
    );
  let count = 0;
  for (const trigger of backends.flatMap((backend) => backend.functionTriggers ?? [])) {
    const eventType = trigger.eventTrigger?.eventType ?? '';
    const document = trigger.eventTrigger?.eventFilterPathPatterns?.document;
    if (!eventType.startsWith('google.cloud.firestore.document.v1.') || !document) continue;
    const id = `${trigger.region}-${trigger.entryPoint}-0`;
    const url =
      `http://${firestore.host}:${firestore.port}/emulator/v1/projects/${encodeURIComponent(projectId)}` +
      `/eventarcTrigger?eventarcTriggerId=${encodeURIComponent(id)}`;
    const registered = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        eventType,
        database: trigger.eventTrigger?.eventFilters?.database ?? '(default)',
        namespace: trigger.eventTrigger?.eventFilters?.namespace ?? '(default)',
        document: { value: document, matchType: 'PATH_PATTERN' },
      }),
    });
    if (!registered.ok) throw new Error(`registering ${id} failed (${registered.status}): ${await registered.text()}`);
    count += 1;
  }
  if (count === 0) throw new Error('the Functions emulator loaded no Firestore trigger');
}

/**
 * Starts the emulators and waits until they answer; loads `firestore.rules` for `projectId`.
 * @param {{ projectId?: string, portBase?: number, logDir?: string }} [options]
 * @returns {Promise<RunningEmulators>}
 */
async function startEmulators({ projectId = DEFAULT_PROJECT, portBase, logDir } = {}) {
  const found = findEmulators();
  if (!found.ok) throw new Error(`Firebase emulators unavailable: ${found.reason}`);
  const dir = logDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'gagyeong-emulators-'));
  fs.mkdirSync(dir, { recursive: true });
  const [
    firestorePort,
    websocketPort,
    authPort,
    hubPort,
    loggingPort,
    functionsPort,
    eventarcPort,
    tasksPort,
    smtpPort,
    webhookPort,
  ] = /** @type {number[]} */ (await freePorts(10, portBase));
  const firestore = { host: HOST, port: /** @type {number} */ (firestorePort) };
  const auth = { host: HOST, port: /** @type {number} */ (authPort) };
  const functions = { host: HOST, port: /** @type {number} */ (functionsPort) };
  const notifySinks = { smtpPort: /** @type {number} */ (smtpPort), webhookPort: /** @type {number} */ (webhookPort) };
  buildFunctions();

  // firebase-tools also opens a hub, a logging port, and with functions the Eventarc and Cloud
  // Tasks emulators: pinned too, so nothing lands on defaults another run may hold.
  const config = {
    functions: [{ source: path.relative(dir, FUNCTIONS_DIR), codebase: 'default' }],
    emulators: {
      auth: { host: HOST, port: authPort },
      functions: { host: HOST, port: functionsPort },
      eventarc: { host: HOST, port: eventarcPort },
      tasks: { host: HOST, port: tasksPort },
      hub: { host: HOST, port: hubPort },
      logging: { host: HOST, port: loggingPort },
      ui: { enabled: false },
      singleProjectMode: false,
    },
  };
  const configFile = path.join(dir, 'firebase.json');
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));

  const started = [
    startProcess(
      'Firestore emulator',
      found.firestoreScript,
      [
        'start',
        `--host=${HOST}`,
        `--port=${firestorePort}`,
        `--websocket_port=${websocketPort}`,
        `--functions_emulator=${HOST}:${functionsPort}`,
      ],
      { cwd: dir, logFile: path.join(dir, 'firestore.log') },
    ),
    startProcess(
      'Auth and Functions emulators',
      process.execPath,
      [
        found.firebaseTools,
        'emulators:start',
        '--only',
        'auth,functions',
        '--project',
        projectId,
        '--config',
        configFile,
      ],
      {
        cwd: dir,
        logFile: path.join(dir, 'auth.log'),
        // The functions' Admin SDK must write to this Firestore emulator (never to production), and
        // they deliver to the loopback receivers a test starts on these ports.
        env: {
          FIRESTORE_EMULATOR_HOST: `${HOST}:${firestorePort}`,
          SITE_URL: 'http://127.0.0.1:8080',
          SMTP_URL: `smtp://${HOST}:${smtpPort}`,
          NOTIFY_EMAIL_TO: NOTIFY_TO,
          NOTIFY_WEBHOOK_URL: `http://${HOST}:${webhookPort}/hook`,
          NOTIFY_WEBHOOK_FORMAT: 'json',
        },
      },
    ),
  ];
  const [firestoreProcess, authProcess] =
    /** @type {[ReturnType<typeof startProcess>, ReturnType<typeof startProcess>]} */ (started);
  const killAll = () => started.forEach((handle) => handle.killNow());
  process.once('exit', killAll);
  const stop = async () => {
    process.removeListener('exit', killAll);
    await Promise.all(started.map((handle) => handle.stop()));
    // Logs and firebase-tools' locator files: kept only when the caller chose the folder.
    if (!logDir) fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    await Promise.all([
      waitUntilReady(
        firestoreProcess,
        `http://${HOST}:${firestorePort}/`,
        (status, body) => status === 200 && body.trim() === 'Ok',
      ),
      waitUntilReady(
        authProcess,
        `http://${HOST}:${authPort}/`,
        (status, body) => status === 200 && body.includes('authEmulator'),
      ),
      waitUntilReady(
        authProcess,
        `http://${HOST}:${functionsPort}/backends`,
        // The list answers before the functions' source is loaded (empty triggers on a busy machine):
        // ready once a Firestore trigger is in it.
        (status, body) => status === 200 && body.includes('google.cloud.firestore.document.v1.'),
      ),
    ]);
    await loadRules(firestore, projectId);
    await registerFirestoreTriggers(functions, firestore, projectId);
  } catch (error) {
    await stop();
    throw error;
  }
  return { projectId, firestore, auth, functions, notifySinks, owned: true, stop };
}

/** The environment a child process needs to find the emulators. @param {RunningEmulators} emulators */
function emulatorEnv(emulators) {
  return {
    FIRESTORE_EMULATOR_HOST: `${emulators.firestore.host}:${emulators.firestore.port}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${emulators.auth.host}:${emulators.auth.port}`,
    ...(emulators.functions && emulators.notifySinks
      ? {
          FUNCTIONS_EMULATOR_ADDRESS: `${emulators.functions.host}:${emulators.functions.port}`,
          NOTIFY_SINK_SMTP_PORT: String(emulators.notifySinks.smtpPort),
          NOTIFY_SINK_WEBHOOK_PORT: String(emulators.notifySinks.webhookPort),
        }
      : {}),
  };
}

/** @param {string[]} argv */
async function main(argv) {
  const [verb, ...rest] = argv;
  const separator = rest.indexOf('--');
  const command = separator === -1 ? [] : rest.slice(separator + 1);
  if (verb !== 'exec' || command.length === 0) {
    console.error('usage: node scripts/firebase-emulators.js exec -- <command> [args…]');
    return 2;
  }
  const portBase = process.env.EMULATOR_PORT_BASE ? Number(process.env.EMULATOR_PORT_BASE) : undefined;
  const found = findEmulators();
  /** @type {RunningEmulators | null} */
  let emulators = null;
  if (emulatorsFromEnv()) {
    // Already running for an outer command (e.g. .ci/run around npm test): use those.
  } else if (!found.ok && emulatorsRequired()) {
    console.error(`\n*** ${requiredButMissing(found.reason)}\n`);
    return 1;
  } else if (found.ok) {
    const started = Date.now();
    emulators = await startEmulators({ portBase });
    console.info(
      `Firebase emulators up in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
        `Firestore ${emulators.firestore.host}:${emulators.firestore.port}, Auth ${emulators.auth.host}:${emulators.auth.port}, ` +
        `Functions ${emulators.functions?.host}:${emulators.functions?.port}`,
    );
  } else {
    console.warn(
      `\n*** Firebase emulators SKIPPED: ${found.reason}.\n*** Rules and Firebase adapter tests will not run.\n`,
    );
  }
  const child = spawn(/** @type {string} */ (command[0]), command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...(emulators ? emulatorEnv(emulators) : {}) },
  });
  const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  const code = await new Promise((resolve) =>
    child.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0))),
  );
  if (emulators) await emulators.stop();
  return code;
}

module.exports = {
  DEFAULT_PROJECT,
  clearFirestore,
  emulatorEnv,
  emulatorsFromEnv,
  emulatorsRequired,
  findEmulators,
  loadRules,
  requiredButMissing,
  startEmulators,
};

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
