import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { isKnownSite, isMissingPage, type PageRoute } from '@gagyeong/contracts';
import { MissingPage } from '../features/errors/missing-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { RemoteRegion } from '../features/remote-loading/remote-region';
import { usePopupState } from '../features/popup/popup-context';
import { useSiteConfig } from '../config/config-context';
import { useServerData } from './server-render-context';

/**
 * Renders the remote module a route names, with the props the contract gives it; Not Found for a
 * `:site` that is not this site's, as the server answers (contracts' `resolvePath`), and the
 * missing page where the server found the route's subject gone.
 */
export function RoutePage({ route }: { readonly route: PageRoute }) {
  const config = useSiteConfig();
  const { open: popupOpen } = usePopupState();
  const { pathname } = useLocation();
  const params = useParams();
  const serverData = useServerData(route.module, pathname);
  const visitFormData = useServerData('mf_leads/VisitForm', pathname);
  // The same element while its inputs are: when the home page renders again (the popup opened),
  // the form's region is left alone, hydrated or still waiting for its code.
  const visitFormSlot = useMemo(
    () => (
      <RemoteRegion module="mf_leads/VisitForm" props={{ config, serverData: visitFormData }} label="방문예약 신청서" />
    ),
    [config, visitFormData],
  );

  if (!isKnownSite(params, config.siteSlug)) return <NotFoundPage />;
  if (isMissingPage(serverData)) return <MissingPage missing={serverData.missing} />;

  if ('page' in route) {
    // Keyed by module only: moving between pages of one section keeps the module mounted.
    return (
      <RemoteRegion key={route.module} module={route.module} props={{ config, page: route.page }} label="페이지" />
    );
  }
  if (route.module === 'mf_marketing/Home') {
    return (
      <RemoteRegion
        module={route.module}
        props={{ config, popupOpen, visitFormSlot }}
        label="페이지"
        underFloatingHeader
      />
    );
  }
  return <RemoteRegion key={route.module} module={route.module} props={{ config, serverData }} label="페이지" />;
}
