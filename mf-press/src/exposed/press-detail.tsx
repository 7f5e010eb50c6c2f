import type { RemoteComponent } from '@gagyeong/contracts';
import { PressDetailPage } from '../features/press/components/press-detail-page';
import { PressModule } from '../features/press/components/press-module';

// Federated entry point for 'mf_press/PressDetail' (typed by the contracts' RemoteModuleProps map).
const PressDetail: RemoteComponent<'mf_press/PressDetail'> = ({ config, serverData }) => (
  <PressModule config={config} serverData={serverData}>
    <PressDetailPage config={config} />
  </PressModule>
);

export default PressDetail;
