import type { RemoteComponent } from '@gagyeong/contracts';
import { LeadsInbox as Inbox } from '../features/inbox/components/leads-inbox';

// Federated entry point for 'mf_leads/LeadsInbox' (typed by the contracts' RemoteModuleProps map).
const LeadsInbox: RemoteComponent<'mf_leads/LeadsInbox'> = (props) => <Inbox {...props} />;

export default LeadsInbox;
