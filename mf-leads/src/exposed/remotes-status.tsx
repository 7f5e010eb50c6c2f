import type { RemoteComponent } from '@gagyeong/contracts';
import { RemotesStatus as Status } from '../features/inbox/components/remotes-status';

// Federated entry point for 'mf_leads/RemotesStatus' (typed by the contracts' RemoteModuleProps map).
const RemotesStatus: RemoteComponent<'mf_leads/RemotesStatus'> = (props) => <Status {...props} />;

export default RemotesStatus;
