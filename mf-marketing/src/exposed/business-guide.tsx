import type { RemoteComponent } from '@gagyeong/contracts';
import { Seo } from '../components/seo';
import { BusinessDocumentsPage } from '../features/business-guide/components/business-documents-page';
import { BusinessIntroPage } from '../features/business-guide/components/business-intro-page';
import { BusinessPlanPage } from '../features/business-guide/components/business-plan-page';

// Federated entry point for 'mf_marketing/BusinessGuide'. The two notice pages are a few hundred
// bytes each, so all three pages share this chunk rather than adding a request per route.
const BusinessGuide: RemoteComponent<'mf_marketing/BusinessGuide'> = ({ config, page }) => (
  <>
    <Seo path={`/BusinessGuide/${page}`} siteUrl={config.siteUrl} />
    {page === 'plan' ? <BusinessPlanPage /> : page === 'documents' ? <BusinessDocumentsPage /> : <BusinessIntroPage />}
  </>
);

export default BusinessGuide;
