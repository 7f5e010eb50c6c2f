import type { RemoteComponent } from '@gagyeong/contracts';
import { PressListPage } from '../features/press/components/press-list-page';
import { PressModule } from '../features/press/components/press-module';

// Federated entry point for 'mf_press/PressList' (typed by the contracts' RemoteModuleProps map).
const PressList: RemoteComponent<'mf_press/PressList'> = ({ config, serverData }) => (
  <PressModule config={config} serverData={serverData}>
    <PressListPage config={config} />
  </PressModule>
);

export default PressList;
