import { DEFAULT_SITE_CONFIG } from '@gagyeong/contracts';
import { firstViewCommitted, resetFirstView } from '../remote-loading/first-view';
import { startVitals } from './start-vitals';

const sendVitals = jest.fn<void, []>();
jest.mock('./vitals-beacon', () => ({ sendVitals: () => sendVitals() }));

const config = (rate: number) => ({ ...DEFAULT_SITE_CONFIG, telemetry: { vitalsSampleRate: rate } });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('which page views measure their vitals', () => {
  beforeEach(() => {
    resetFirstView();
    sendVitals.mockClear();
  });

  it('a sampled one, once its first view is interactive (the library loads only then)', async () => {
    startVitals(config(0.25), () => 0.2);
    await settle();
    expect(sendVitals).not.toHaveBeenCalled();
    firstViewCommitted();
    await settle();
    expect(sendVitals).toHaveBeenCalledTimes(1);
  });

  it('never one outside the sample, or with sampling off', async () => {
    firstViewCommitted();
    startVitals(config(0.25), () => 0.25);
    startVitals(config(0), () => 0);
    await settle();
    expect(sendVitals).not.toHaveBeenCalled();
  });
});
