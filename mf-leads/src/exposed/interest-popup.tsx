import type { RemoteComponent } from '@gagyeong/contracts';
import { InterestPopup as Popup } from '../features/popup/components/interest-popup';

// Federated entry point for 'mf_leads/InterestPopup' (typed by the contracts' RemoteModuleProps map).
const InterestPopup: RemoteComponent<'mf_leads/InterestPopup'> = (props) => <Popup {...props} />;

export default InterestPopup;
