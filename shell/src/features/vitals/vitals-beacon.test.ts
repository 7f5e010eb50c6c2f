import type { MetricWithAttribution } from 'web-vitals/attribution';
import { BeaconSchema, TELEMETRY_PATH } from '@gagyeong/contracts/telemetry';
import * as v from 'valibot';
import { sendVitals, vitalEvent } from './vitals-beacon';

type Callback = (metric: MetricWithAttribution) => void;
const callbacks: Record<string, Callback> = {};
jest.mock('web-vitals/attribution', () => ({
  onLCP: (cb: Callback) => (callbacks.LCP = cb),
  onINP: (cb: Callback) => (callbacks.INP = cb),
  onCLS: (cb: Callback) => (callbacks.CLS = cb),
  onTTFB: (cb: Callback) => (callbacks.TTFB = cb),
  onFCP: (cb: Callback) => (callbacks.FCP = cb),
}));

const metric = (name: string, value: number, attribution: Record<string, unknown> = {}) =>
  ({ name, value, attribution }) as unknown as MetricWithAttribution;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('vitals beacons', () => {
  it('carry LCP with its element, rounded values, and nothing for other metrics', () => {
    expect(vitalEvent(metric('LCP', 1234.56, { target: 'html>body>main>section.hero>h1.title' }))).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 1235,
      element: 'main>h1',
    });
    // The element itself when the browser has it: its tag and landmark, never its classes or text.
    document.body.innerHTML = '<header><div class="x"><img id="forged" class="attacker"></div></header>';
    const lcpEntry = { element: document.querySelector('img') };
    expect(vitalEvent(metric('LCP', 900, { target: '#forged', lcpEntry }))).toMatchObject({ element: 'header>img' });
    expect(vitalEvent(metric('LCP', 900, { target: 'div#forged>marquee.attacker' }))).toMatchObject({
      element: 'other',
    });
    expect(vitalEvent(metric('CLS', 0.123456))).toEqual({ kind: 'vital', name: 'CLS', value: 0.1235 });
    expect(vitalEvent(metric('FID', 12))).toBeUndefined();
  });

  it('send what was measured when the page is hidden, each time only what is new, as a valid beacon', () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true });
    const sendBeacon = jest.fn().mockReturnValue(true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    window.history.replaceState(null, '', '/Brand/intro');
    sendVitals();
    callbacks.TTFB!(metric('TTFB', 300));
    callbacks.LCP!(metric('LCP', 1400, { target: 'h1' }));
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as [string, string];
    expect(url).toBe(TELEMETRY_PATH);
    const beacon = v.parse(BeaconSchema, JSON.parse(body));
    expect(beacon.page).toEqual({ route: '/Brand/intro', device: 'phone' });
    expect(beacon.events.map((event) => event.kind === 'vital' && event.name)).toEqual(['TTFB', 'LCP']);

    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    callbacks.INP!(metric('INP', 80));
    window.dispatchEvent(new Event('pagehide'));
    const second = JSON.parse((sendBeacon.mock.calls[1] as [string, string])[1]) as { view: string; events: unknown[] };
    expect(second.events).toEqual([{ kind: 'vital', name: 'INP', value: 80 }]);
    expect(second.view).toBe(beacon.view);
  });
});
