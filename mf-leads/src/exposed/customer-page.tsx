import type { RemoteComponent } from '@gagyeong/contracts';
import { CustomerPage as Page } from '../features/customer/components/customer-page';

export { loadLandingData as loadServerData } from '../features/lead-form/server/landing-server-data';

// Federated entry point for 'mf_leads/CustomerPage' (typed by the contracts' RemoteModuleProps map).
const CustomerPage: RemoteComponent<'mf_leads/CustomerPage'> = (props) => <Page {...props} />;

export default CustomerPage;
