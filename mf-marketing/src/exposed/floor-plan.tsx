import type { RemoteComponent } from '@gagyeong/contracts';
import { Seo } from '../components/seo';
import { EmodelPage } from '../features/floor-plan/components/emodel-page';
import { UnitPlanPage } from '../features/floor-plan/components/unit-plan-page';
import { VideosPage } from '../features/floor-plan/components/videos-page';

/**
 * Federated entry point for 'mf_marketing/FloorPlan'. The pages share the viewer, tabs and frames,
 * and together are a few kilobytes gzip, so they ship in this chunk; the plan artwork is separate
 * files that only the visited type downloads.
 */
const FloorPlan: RemoteComponent<'mf_marketing/FloorPlan'> = ({ config, page }) => (
  <>
    <Seo path={`/FloorPlan/${page}`} siteUrl={config.siteUrl} />
    {page === 'videos' ? <VideosPage /> : page === 'Emodel' ? <EmodelPage /> : <UnitPlanPage page={page} />}
  </>
);

export default FloorPlan;
