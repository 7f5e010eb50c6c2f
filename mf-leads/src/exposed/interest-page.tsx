import type { RemoteComponent } from '@gagyeong/contracts';
import { InterestPage as Page } from '../features/interest-page/components/interest-page';

export { loadLandingData as loadServerData } from '../features/lead-form/server/landing-server-data';

// Federated entry point for 'mf_leads/InterestPage' (typed by the contracts' RemoteModuleProps map).
const InterestPage: RemoteComponent<'mf_leads/InterestPage'> = (props) => <Page {...props} />;

export default InterestPage;
