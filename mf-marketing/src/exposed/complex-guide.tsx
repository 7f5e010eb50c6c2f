import type { RemoteComponent } from '@gagyeong/contracts';
import { Seo } from '../components/seo';
import { ComplexGuidePage } from '../features/complex-guide/components/complex-guide-page';

/**
 * Federated entry point for 'mf_marketing/ComplexGuide'. The mobile accordion shows the content of
 * all three pages, so they ship together in this chunk; the artwork is separate files.
 */
const ComplexGuide: RemoteComponent<'mf_marketing/ComplexGuide'> = ({ config, page }) => (
  <>
    <Seo path={`/ComplexGuide/${page}`} siteUrl={config.siteUrl} />
    <ComplexGuidePage page={page} />
  </>
);

export default ComplexGuide;
