import { loadExposed, registerContainer } from './container-runtime';
import { ContainerError } from './remote-load-error';

// webpack's share scope is this unit's boundary (webpack defines it only in a real build).
const SHARE_SCOPE = { react: {} };
jest.mock('./share-scope', () => ({ defaultShareScope: () => Promise.resolve(SHARE_SCOPE) }));

const globals = window as unknown as Record<string, unknown>;

function scripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll('script')];
}

/** jsdom never fetches scripts: the test plays the browser, running the entry and firing load. */
function runEntry(script: HTMLScriptElement | undefined, define: () => void): void {
  if (!script) throw new Error('no entry script was added');
  define();
  script.dispatchEvent(new Event('load'));
}

function fakeContainer(modules: Record<string, unknown>) {
  return {
    init: jest.fn(),
    get: jest.fn((module: string) =>
      module in modules ? Promise.resolve(() => modules[module]) : Promise.reject(new Error(`no ${module}`)),
    ),
  };
}

/** Lets the loader's awaits run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the container loader', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    delete globals.mf_press;
  });

  it('adds the entry script once, initialises the container with the shell’s share scope, and gets the module', async () => {
    const list = { default: () => null };
    const detail = { default: () => null };
    const container = fakeContainer({ './PressList': list, './PressDetail': detail });
    registerContainer('mf_press', '/remotes/mf-press/remoteEntry.js');

    const first = loadExposed('mf_press/PressList');
    const second = loadExposed('mf_press/PressDetail');
    await settle();
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe('http://localhost/remotes/mf-press/remoteEntry.js');
    expect(script?.async).toBe(true);
    // Same origin: no CORS mode, so the request matches the host's preload hint.
    expect(script?.hasAttribute('crossorigin')).toBe(false);
    runEntry(script, () => {
      globals.mf_press = container;
    });

    await expect(first).resolves.toBe(list);
    await expect(second).resolves.toBe(detail);
    expect(container.init).toHaveBeenCalledTimes(1);
    expect(container.init).toHaveBeenCalledWith(SHARE_SCOPE);
    expect(container.get.mock.calls).toEqual([['./PressList'], ['./PressDetail']]);
  });

  it('loads an entry on another origin in CORS mode', async () => {
    registerContainer('mf_press', 'https://cdn.example/mf-press/remoteEntry.js');
    const load = loadExposed('mf_press/PressList');
    await settle();
    const [script] = scripts();
    expect(script?.crossOrigin).toBe('anonymous');
    runEntry(script, () => {
      globals.mf_press = fakeContainer({ './PressList': { default: () => null } });
    });
    await expect(load).resolves.toBeDefined();
  });

  it('reports an entry that does not load as a network failure, and loads it again next time', async () => {
    registerContainer('mf_press', '/remotes/mf-press/remoteEntry.js?down');
    const failed = loadExposed('mf_press/PressList');
    await settle();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toEqual(expect.any(ContainerError));
    await expect(failed).rejects.toMatchObject({ kind: 'network' });
    // The failed script is gone, and nothing of it is kept.
    expect(scripts()).toHaveLength(0);

    const again = loadExposed('mf_press/PressList');
    await settle();
    expect(scripts()).toHaveLength(1);
    runEntry(scripts()[0], () => {
      globals.mf_press = fakeContainer({ './PressList': { default: () => null } });
    });
    await expect(again).resolves.toBeDefined();
  });

  it('reports an entry that runs but defines no container as an execution failure', async () => {
    // A container from an earlier load does not pass for this one.
    globals.mf_press = fakeContainer({});
    registerContainer('mf_press', '/remotes/mf-press/remoteEntry.js?throws');
    const load = loadExposed('mf_press/PressList');
    await settle();
    runEntry(scripts()[0], () => undefined);
    await expect(load).rejects.toMatchObject({ kind: 'execution' });
  });

  it('fetches a fresh entry once the remote is registered on a new URL', async () => {
    registerContainer('mf_press', '/remotes/mf-press/remoteEntry.js?v=1');
    const before = loadExposed('mf_press/PressList');
    await settle();
    runEntry(scripts()[0], () => {
      globals.mf_press = fakeContainer({ './PressList': 'v1' });
    });
    await expect(before).resolves.toBe('v1');

    registerContainer('mf_press', '/remotes/mf-press/remoteEntry.js?retry=1');
    const after = loadExposed('mf_press/PressList');
    await settle();
    expect(scripts().map((s) => new URL(s.src).search)).toEqual(['?v=1', '?retry=1']);
    runEntry(scripts()[1], () => {
      globals.mf_press = fakeContainer({ './PressList': 'v2' });
    });
    await expect(after).resolves.toBe('v2');
  });
});
