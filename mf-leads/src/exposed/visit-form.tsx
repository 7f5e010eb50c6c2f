import type { RemoteComponent } from '@gagyeong/contracts';
import { VisitForm as Form } from '../features/visit/components/visit-form';

// Federated entry point for 'mf_leads/VisitForm' (typed by the contracts' RemoteModuleProps map).
const VisitForm: RemoteComponent<'mf_leads/VisitForm'> = (props) => <Form {...props} />;

export default VisitForm;
