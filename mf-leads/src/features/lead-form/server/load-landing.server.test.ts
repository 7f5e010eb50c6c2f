import { EMPTY_ATTRIBUTION } from '@gagyeong/contracts/attribution';
import { TEST_CONFIG } from '../../../test-support/fetch-mock';
import { seededLanding } from '../api/get-landing';
import { loadLandingData } from './load-landing.server';

const base = { config: TEST_CONFIG, params: {}, apiOrigin: 'http://127.0.0.1', signal: new AbortController().signal };

const seeded = (landing: unknown) => ({
  mutations: [],
  queries: [{ queryKey: ['lead-form', 'landing'], queryHash: 'h', state: { status: 'success', data: landing } }],
});

describe('a lead form’s server data', () => {
  it('is nothing for a page that starts no visit, or a host that does not say', async () => {
    await expect(loadLandingData(base)).resolves.toBeUndefined();
    await expect(loadLandingData({ ...base, request: { search: '' } })).resolves.toBeUndefined();
  });

  it('is the known fields of the visit’s attribution, read back from the page as they were', async () => {
    const landing = { ...EMPTY_ATTRIBUTION, landingPath: '/', utmSource: 'naver', naverQuery: '가경동' };
    const data = await loadLandingData({ ...base, request: { search: '?utm_source=naver', landing } });
    expect(seededLanding(JSON.parse(JSON.stringify(data)))).toEqual({
      landingPath: '/',
      utmSource: 'naver',
      naverQuery: '가경동',
    });
  });

  it('is read back cleaned by the text rule, unknown keys and non-strings dropped', () => {
    expect(
      seededLanding(seeded({ utmSource: ' naver\u202e ', evil: 'x', utmMedium: 3, naverRank: '9'.repeat(50) })),
    ).toEqual({
      utmSource: 'naver',
      naverRank: '9'.repeat(20),
    });
    expect(seededLanding(undefined)).toEqual({});
    expect(seededLanding(seeded('x'))).toEqual({});
    expect(seededLanding({ landing: { utmSource: 'naver' } })).toEqual({});
  });
});
