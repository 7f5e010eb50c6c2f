import type { SiteConfig } from '@gagyeong/contracts';
import { whenFirstViewInteractive } from '../remote-loading';

/**
 * Core Web Vitals of real visitors (docs/decisions/0057-telemetry-beacons.md): a sampled share of
 * page views loads the web-vitals library once the first view is interactive (it never competes
 * with the page) and sends what it measured to the host when the page is hidden.
 */
export function startVitals(config: SiteConfig, random: () => number = Math.random): void {
  const rate = config.telemetry?.vitalsSampleRate ?? 0;
  if (!(random() < rate)) return;
  whenFirstViewInteractive(() => {
    void import(/* webpackChunkName: "vitals" */ './vitals-beacon').then(
      ({ sendVitals }) => sendVitals(),
      // Measuring is optional: a chunk that does not load changes nothing for the visitor.
      () => undefined,
    );
  });
}
