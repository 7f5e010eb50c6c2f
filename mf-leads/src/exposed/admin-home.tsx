import type { RemoteComponent } from '@gagyeong/contracts';
import { AdminHome as Home } from '../features/inbox/components/admin-home';

// Federated entry point for 'mf_leads/AdminHome' (typed by the contracts' RemoteModuleProps map).
const AdminHome: RemoteComponent<'mf_leads/AdminHome'> = (props) => <Home {...props} />;

export default AdminHome;
