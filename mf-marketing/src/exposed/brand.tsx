import type { RemoteComponent } from '@gagyeong/contracts';
import { Seo } from '../components/seo';
import { BrandIntroPage } from '../features/brand/components/brand-intro-page';
import { BrandVideoPage } from '../features/brand/components/brand-video-page';

/**
 * Federated entry point for 'mf_marketing/Brand'. Both pages are small, so they ship in this one
 * chunk: splitting them would add a request after the module loads for a few kilobytes.
 */
const Brand: RemoteComponent<'mf_marketing/Brand'> = ({ config, page }) => (
  <>
    <Seo path={`/Brand/${page}`} siteUrl={config.siteUrl} />
    {page === 'video' ? <BrandVideoPage /> : <BrandIntroPage />}
  </>
);

export default Brand;
