import type { RemoteComponent } from '@gagyeong/contracts';
import { AccessReview as Review } from '../features/inbox/components/access-review';

// Federated entry point for 'mf_leads/AccessReview' (typed by the contracts' RemoteModuleProps map).
const AccessReview: RemoteComponent<'mf_leads/AccessReview'> = (props) => <Review {...props} />;

export default AccessReview;
