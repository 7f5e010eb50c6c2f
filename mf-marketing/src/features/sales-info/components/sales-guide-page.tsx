import bannerUrl from '../../../assets/sales/banner.svg';
import { Disclaimer } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { GENERAL_DISCLAIMERS, PROJECT } from '../../../content/project';
import { SUPPLY_GUIDE } from '../sales-copy';
import { GuideBlocks } from './guide-blocks';
import { SALES_EYEBROW, SALES_MENU } from './sales-menu';
import styles from './sales-pages.module.css';

export function SalesGuidePage() {
  return (
    <SubPageLayout
      title="공급안내"
      text={`${PROJECT.name} 공급 일정과 신청 자격, 절차를 한눈에 확인하세요`}
      banner={bannerUrl}
      menu={SALES_MENU}
      eyebrow={SALES_EYEBROW}
    >
      <p className={styles.intro}>
        아래 내용은 현재 계획을 바탕으로 한 안내입니다. 일정과 자격 요건 등 확정된 사항은 입주자 모집공고를 통해 공식
        안내하며, 모집공고와 다른 내용이 있으면 모집공고가 우선합니다.
      </p>
      <GuideBlocks blocks={SUPPLY_GUIDE} />
      <Disclaimer items={GENERAL_DISCLAIMERS} />
    </SubPageLayout>
  );
}
