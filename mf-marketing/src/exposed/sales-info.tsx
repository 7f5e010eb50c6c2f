import type { RemoteComponent, SalesInfoPage } from '@gagyeong/contracts';
import type { ComponentType } from 'react';
import { Seo } from '../components/seo';
import { AnnouncementPage } from '../features/sales-info/components/announcement-page';
import { SalesGuidePage } from '../features/sales-info/components/sales-guide-page';
import { StampTaxPage } from '../features/sales-info/components/stamp-tax-page';
import { SubscriptionGuidePage } from '../features/sales-info/components/subscription-guide-page';

const PAGES: Record<SalesInfoPage, ComponentType> = {
  guide: SalesGuidePage,
  announcement: AnnouncementPage,
  SubscriptionGuide: SubscriptionGuidePage,
  StampTax: StampTaxPage,
};

// Federated entry point for 'mf_marketing/SalesInfo'. The four pages are mostly text and share
// their layout, so they ship together in this chunk.
const SalesInfo: RemoteComponent<'mf_marketing/SalesInfo'> = ({ config, page }) => {
  const Page = PAGES[page];
  return (
    <>
      <Seo path={`/SalesInfo/${page}`} siteUrl={config.siteUrl} />
      <Page key={page} />
    </>
  );
};

export default SalesInfo;
