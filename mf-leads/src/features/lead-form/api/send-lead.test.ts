import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@gagyeong/contracts';
import { mockFetch } from '../../../test-support/fetch-mock';
import { sendLead } from './send-lead';

const mockAdapterLoaded = jest.fn();
const mockAddLead = jest.fn(async () => ({ kind: 'success' as const }));

// Stands for the Firestore chunk: the factory runs only when the adapter module is imported.
jest.mock('./firebase/add-lead', () => {
  mockAdapterLoaded();
  return { addLead: mockAddLead };
});

const lead = {
  id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  form: 'visit',
  name: '홍길동',
  phone: '01012345678',
  consent: true,
} as const;
const FIREBASE = { apiKey: 'k', authDomain: 'd', projectId: 'p', appId: 'a' };

describe('sendLead', () => {
  it("posts to the form's endpoint in local mode without loading Firebase", async () => {
    const fetchMock = mockFetch({ status: 201, body: { ok: true, id: lead.id } });
    await expect(sendLead(DEFAULT_SITE_CONFIG, lead)).resolves.toEqual({ kind: 'success' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(DEFAULT_SITE_CONFIG.leads.visit);
    expect(mockAdapterLoaded).not.toHaveBeenCalled();
  });

  it('stores the lead in Firestore in firebase mode, posting nowhere', async () => {
    const fetchMock = mockFetch({ status: 500 });
    const config: SiteConfig = { ...DEFAULT_SITE_CONFIG, backend: { mode: 'firebase', firebase: FIREBASE } };
    await expect(sendLead(config, lead)).resolves.toEqual({ kind: 'success' });
    expect(mockAddLead).toHaveBeenCalledWith(FIREBASE, lead);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
