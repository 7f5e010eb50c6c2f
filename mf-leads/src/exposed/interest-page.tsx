import type { RemoteComponent } from '@gagyeong/contracts';
import { InterestPage as Page } from '../features/interest-page/components/interest-page';

// Federated entry point for 'mf_leads/InterestPage' (typed by the contracts' RemoteModuleProps map).
const InterestPage: RemoteComponent<'mf_leads/InterestPage'> = (props) => <Page {...props} />;

export default InterestPage;
