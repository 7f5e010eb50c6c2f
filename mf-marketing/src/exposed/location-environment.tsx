import type { RemoteComponent } from '@gagyeong/contracts';
import { Seo } from '../components/seo';
import { LocationIntroPage } from '../features/location-environment/components/location-intro-page';
import { LocationPremiumPage } from '../features/location-environment/components/location-premium-page';

/**
 * Federated entry point for 'mf_marketing/LocationEnvironment'. Both pages are a few kilobytes of
 * markup, so they ship in this chunk: a lazy split would add a request after the module loads.
 */
const LocationEnvironment: RemoteComponent<'mf_marketing/LocationEnvironment'> = ({ config, page }) => (
  <>
    <Seo path={`/LocationEnvironment/${page}`} siteUrl={config.siteUrl} />
    {page === 'primium' ? <LocationPremiumPage /> : <LocationIntroPage />}
  </>
);

export default LocationEnvironment;
