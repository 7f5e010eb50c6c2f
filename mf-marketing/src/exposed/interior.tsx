import type { RemoteComponent } from '@gagyeong/contracts';
import { Seo } from '../components/seo';
import { InteriorPage } from '../features/interior/components/interior-page';

/** Federated entry point for 'mf_marketing/Interior': one page component for the three types. */
const Interior: RemoteComponent<'mf_marketing/Interior'> = ({ config, page }) => (
  <>
    <Seo path={`/Interior/${page}`} siteUrl={config.siteUrl} />
    <InteriorPage page={page} />
  </>
);

export default Interior;
