import { mockFetch } from '../../../test-support/fetch-mock';
import { ATTRIBUTION_STORAGE_KEY } from '@gagyeong/contracts/attribution';
import { submitLead } from './submit-lead';

const lead = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  form: 'popup',
  name: '홍길동',
  phone: '010',
  consent: true,
} as const;

describe('submitLead', () => {
  it('posts JSON and treats an ok status as success', async () => {
    const fetchMock = mockFetch({ status: 201, body: { ok: true, id: lead.id } });
    await expect(submitLead('/api/leads/popup', lead)).resolves.toEqual({ kind: 'success' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/leads/popup');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', Accept: 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual(lead);
  });

  it('sends the attribution captured on the visit’s first page with the lead', async () => {
    window.sessionStorage.setItem(
      ATTRIBUTION_STORAGE_KEY,
      JSON.stringify({ landingPath: '/', utmSource: 'naver', utmCampaign: 'spring', utmMedium: '' }),
    );
    try {
      const fetchMock = mockFetch({ status: 201, body: { ok: true, id: lead.id } });
      await submitLead('/api/leads/popup', lead);
      expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
        ...lead,
        landingPath: '/',
        utmSource: 'naver',
        utmCampaign: 'spring',
      });
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('judges a form-collection service by its status alone (docs/product.md §7)', async () => {
    mockFetch({ status: 200 });
    await expect(submitLead('https://forms.example/f/abc', lead)).resolves.toEqual({ kind: 'success' });
    mockFetch({ status: 422, body: { errors: ['nope'] } });
    await expect(submitLead('https://forms.example/f/abc', lead)).resolves.toEqual({ kind: 'failure', status: 422 });
  });

  it("keeps the embedded server's Korean reason for a refusal", async () => {
    mockFetch({ status: 400, body: { error: { code: 'validation_failed', message: '이름을 입력해 주세요.' } } });
    await expect(submitLead('/api/leads/popup', lead)).resolves.toEqual({
      kind: 'failure',
      status: 400,
      detail: '이름을 입력해 주세요.',
    });
  });

  it('does not show a server error body as a reason', async () => {
    mockFetch({ status: 500, body: { error: { code: 'internal_error', message: '서버 오류' } } });
    await expect(submitLead('/api/leads/popup', lead)).resolves.toEqual({ kind: 'failure', status: 500 });
  });

  it('reports a rejected fetch as a network error', async () => {
    mockFetch(new TypeError('Failed to fetch'));
    await expect(submitLead('/api/leads/popup', lead)).resolves.toEqual({ kind: 'network' });
  });

  it('gives up on a request that never answers', async () => {
    global.fetch = jest.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError')));
        }),
    );
    await expect(submitLead('/api/leads/popup', lead, { timeoutMs: 20 })).resolves.toEqual({ kind: 'network' });
  });
});
