import type { RemoteComponent } from '@gagyeong/contracts';
import { CustomerPage as Page } from '../features/customer/components/customer-page';

// Federated entry point for 'mf_leads/CustomerPage' (typed by the contracts' RemoteModuleProps map).
const CustomerPage: RemoteComponent<'mf_leads/CustomerPage'> = (props) => <Page {...props} />;

export default CustomerPage;
