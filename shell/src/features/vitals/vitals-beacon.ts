import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
// The beacon's names and bounds, not telemetry.ts: its schemas and route table stay off the page.
import {
  LCP_LANDMARKS,
  lcpElementName,
  lcpElementOf,
  TELEMETRY_MAX_EVENTS,
  TELEMETRY_PATH,
} from '@gagyeong/contracts/beacon';
import type { Beacon, VitalEvent } from '@gagyeong/contracts/telemetry';
import { pageContext, pageViewId } from '../../telemetry/page-view';

/**
 * The LCP element in the speed view's vocabulary (docs/decisions/0126-bounded-telemetry-storage-and-reports.md):
 * its tag and the landmark it sits in, from the element itself when the browser still has it,
 * else from web-vitals' selector.
 */
function lcpElement(metric: MetricWithAttribution): string | undefined {
  if (metric.name !== 'LCP') return undefined;
  const { attribution } = metric;
  const element = 'lcpEntry' in attribution ? attribution.lcpEntry?.element : undefined;
  if (element)
    return lcpElementName(element.localName, element.parentElement?.closest(LCP_LANDMARKS.join(','))?.localName);
  return 'target' in attribution && attribution.target ? lcpElementOf(attribution.target) : undefined;
}

/** One vital as the beacon carries it; LCP names its element in the view's vocabulary. */
export function vitalEvent(metric: MetricWithAttribution): VitalEvent | undefined {
  const name = metric.name;
  if (name !== 'LCP' && name !== 'INP' && name !== 'CLS' && name !== 'TTFB' && name !== 'FCP') return undefined;
  // Milliseconds to the millisecond; the layout shift score to four places.
  const value = name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  const element = lcpElement(metric);
  return element
    ? { kind: 'vital', name, value: Math.max(0, value), element }
    : { kind: 'vital', name, value: Math.max(0, value) };
}

/**
 * Measures this page view's LCP, INP, CLS, TTFB and FCP and sends them with `sendBeacon` (a
 * `text/plain` JSON string: no preflight, survives the page closing) each time the page is hidden,
 * with whatever is new since the last time.
 */
export function sendVitals(): void {
  const page = pageContext(window.location.pathname, window.matchMedia(MOBILE_MEDIA_QUERY).matches);
  const view = pageViewId();
  let queue: VitalEvent[] = [];
  const add = (metric: MetricWithAttribution) => {
    const event = vitalEvent(metric);
    if (event) queue = [...queue.filter((e) => e.name !== event.name), event];
  };
  const flush = () => {
    if (queue.length === 0) return;
    const beacon: Beacon = { v: 1, view, page, events: queue.slice(0, TELEMETRY_MAX_EVENTS) };
    queue = [];
    navigator.sendBeacon(TELEMETRY_PATH, JSON.stringify(beacon));
  };
  onLCP(add);
  onINP(add);
  onCLS(add);
  onTTFB(add);
  onFCP(add);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
