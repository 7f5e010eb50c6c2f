import type { RemoteComponent } from '@gagyeong/contracts';
import { Seo } from '../components/seo';
import { HomePage } from '../features/home/components/home-page';

// Federated entry point for 'mf_marketing/Home' (typed by the contracts' RemoteModuleProps map).
const Home: RemoteComponent<'mf_marketing/Home'> = ({ config, popupOpen, visitFormSlot }) => (
  <>
    <Seo path="/" siteUrl={config.siteUrl} />
    <HomePage popupOpen={popupOpen} visitFormSlot={visitFormSlot} />
  </>
);

export default Home;
