import type { RemoteComponent } from '@gagyeong/contracts';

// Federated entry point for 'mf_press/PressList' (typed by the contracts' RemoteModuleProps map).
const PressList: RemoteComponent<'mf_press/PressList'> = () => (
  <section style={{ padding: '160px 24px', textAlign: 'center' }}>
    <h1>준비 중입니다</h1>
    <p>이 페이지는 곧 공개됩니다.</p>
  </section>
);

export default PressList;
