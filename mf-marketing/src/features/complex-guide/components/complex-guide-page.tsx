import { MOBILE_MEDIA_QUERY, type ComplexGuidePage as Page } from '@gagyeong/contracts';
import { useMediaQuery } from '@gagyeong/ui';
import bannerUrl from '../../../assets/complex/banner.svg';
import { Accordion } from '../../../components/accordion';
import { Disclaimer } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { COMMUNITY_DISCLAIMERS, COMPLEX_COPY, COMPLEX_DISCLAIMERS, PLACEMENT_DISCLAIMERS } from '../content';
import { CommunitySection, SiteLayoutSection, SpecialDesignSection, UnitPlacementSection } from './complex-sections';
import styles from './complex-guide.module.css';

const COPY: Record<Page, { title: string; text: string }> = {
  intro: COMPLEX_COPY.intro,
  detailintro: COMPLEX_COPY.detail,
  community: COMPLEX_COPY.community,
};

/**
 * /ComplexGuide/intro, /detailintro and /community. Up to 900px the layout, special design and
 * community content sit in one accordion (docs/product.md §2 "Mobile complex guide"), opened at this page's part.
 */
export function ComplexGuidePage({ page }: { readonly page: Page }) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  const { title, text } = COPY[page];

  let body;
  if (page === 'detailintro') {
    body = (
      <>
        <UnitPlacementSection />
        <Disclaimer items={PLACEMENT_DISCLAIMERS} />
      </>
    );
  } else if (mobile) {
    body = (
      <>
        <Accordion
          key={page}
          headingLevel={2}
          defaultOpenId={page === 'community' ? 'community' : 'layout'}
          items={[
            {
              id: 'layout',
              title: '단지 배치',
              content: <SiteLayoutSection titled={false} firstScreen={page !== 'community'} />,
            },
            { id: 'design', title: '특화설계', content: <SpecialDesignSection titled={false} /> },
            { id: 'community', title: '커뮤니티 시설', content: <CommunitySection titled={false} /> },
          ]}
        />
        <Disclaimer items={page === 'community' ? COMMUNITY_DISCLAIMERS : COMPLEX_DISCLAIMERS} />
      </>
    );
  } else if (page === 'community') {
    body = (
      <>
        <CommunitySection />
        <Disclaimer items={COMMUNITY_DISCLAIMERS} />
      </>
    );
  } else {
    body = (
      <>
        <SiteLayoutSection />
        <SpecialDesignSection />
        <Disclaimer items={COMPLEX_DISCLAIMERS} />
      </>
    );
  }

  return (
    <SubPageLayout title={title} text={text} banner={bannerUrl}>
      <div className={styles.page}>{body}</div>
    </SubPageLayout>
  );
}
