import {
  isMissingPage,
  LEAD_FORM_MODULES,
  missingPage,
  PER_PERSON_MODULES,
  serverRenderPolicy,
} from './remote-modules';

describe('server render policy', () => {
  it('takes the strictest of a page’s modules', () => {
    expect(serverRenderPolicy([])).toBe('shared');
    expect(serverRenderPolicy(['mf_marketing/Brand'])).toBe('shared');
    expect(serverRenderPolicy(['mf_marketing/Home', 'mf_leads/VisitForm'])).toBe('per-visit');
    expect(serverRenderPolicy(['mf_press/PressList'])).toBe('per-request');
    expect(serverRenderPolicy(['mf_leads/AdminHome', 'mf_leads/VisitForm'])).toBe('per-person');
  });

  it('derives the per-person modules and the lead forms from it', () => {
    expect(PER_PERSON_MODULES).toEqual(['mf_leads/LeadsInbox', 'mf_leads/AdminHome', 'mf_leads/AccessReview']);
    expect(LEAD_FORM_MODULES).toEqual(['mf_leads/VisitForm', 'mf_leads/InterestPage', 'mf_leads/CustomerPage']);
  });
});

describe('missing page', () => {
  it('is recognised by its shape only', () => {
    expect(isMissingPage(missingPage('/x/press', '목록'))).toBe(true);
    expect(isMissingPage({ missing: { href: '/x' } })).toBe(false);
    expect(isMissingPage({ kind: 'article', article: null })).toBe(false);
    expect(isMissingPage(null)).toBe(false);
  });
});
