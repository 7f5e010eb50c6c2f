import * as v from 'valibot';
import { BeaconSchema, type Beacon } from '@gagyeong/contracts/telemetry';
import {
  remoteOfError,
  reportRemoteFailure,
  reportRemoteView,
  resetRemoteHealth,
  startRemoteHealth,
} from './remote-health-beacon';

const sendBeacon = jest.fn<boolean, [string, string]>(() => true);
const boot = {
  remotes: {
    mf_marketing: '/releases/mf-marketing/1.0.1-abc/mf-manifest.json',
    mf_press: '/remotes/mf-press/mf-manifest.json',
    mf_leads: '/remotes/mf-leads/mf-manifest.json',
  },
  versions: { mf_marketing: '1.0.1-abc', mf_press: 'url-0a1b2c3d', mf_leads: 'url-99999999' },
};
const sent = (): Beacon[] => sendBeacon.mock.calls.map(([, body]) => v.parse(BeaconSchema, JSON.parse(body)));

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('page views and failures per remote version', () => {
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.matchMedia = jest.fn().mockReturnValue({ matches: false });
    window.history.replaceState(null, '', '/Brand/intro');
  });
  beforeEach(() => {
    jest.useFakeTimers();
    resetRemoteHealth();
    sendBeacon.mockClear();
    startRemoteHealth(boot);
  });
  afterEach(() => jest.useRealTimers());

  it('sends each page view and failure once, with the version the page runs, a moment after it happens', () => {
    reportRemoteView('mf_marketing');
    reportRemoteView('mf_marketing');
    reportRemoteFailure('mf_marketing', 'render');
    reportRemoteFailure('mf_marketing', 'render');
    expect(sendBeacon).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    const [beacon] = sent();
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('/api/telemetry');
    expect(beacon?.page).toEqual({ route: '/Brand/intro', device: 'desktop' });
    expect(beacon?.events).toEqual([
      { kind: 'remote-view', remote: 'mf_marketing', version: '1.0.1-abc' },
      { kind: 'remote-error', remote: 'mf_marketing', version: '1.0.1-abc', failure: 'render' },
    ]);
    // A failure of another kind later: its own beacon, the same page view.
    reportRemoteFailure('mf_marketing', 'network');
    hide();
    expect(sent()[1]?.events).toEqual([
      { kind: 'remote-error', remote: 'mf_marketing', version: '1.0.1-abc', failure: 'network' },
    ]);
    expect(sent()[1]?.view).toBe(beacon?.view);
  });

  it('counts an error nobody caught against the remote whose files threw it', () => {
    const error = new Error('boom');
    error.stack = `Error: boom\n    at onClick (${window.location.origin}/remotes/mf-press/12.ab.js:1:99)`;
    window.dispatchEvent(
      new ErrorEvent('error', { error, filename: `${window.location.origin}/remotes/mf-press/12.ab.js` }),
    );
    // The shell's own: not a remote's failure.
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('x'), filename: `${window.location.origin}/main.js` }),
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(sent()[0]?.events).toEqual([
      { kind: 'remote-view', remote: 'mf_press', version: 'url-0a1b2c3d' },
      { kind: 'remote-error', remote: 'mf_press', version: 'url-0a1b2c3d', failure: 'uncaught' },
    ]);
    expect(
      remoteOfError(new Error('no stack'), `\n    at Form (${window.location.origin}/remotes/mf-leads/3.js:1:1)`),
    ).toBe('mf_leads');
  });

  it('reports nothing for a page that does not name its versions', () => {
    resetRemoteHealth();
    startRemoteHealth({ remotes: boot.remotes });
    reportRemoteFailure('mf_leads', 'timeout');
    jest.advanceTimersByTime(5000);
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
