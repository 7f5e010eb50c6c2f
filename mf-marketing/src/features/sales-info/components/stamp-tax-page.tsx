import bannerUrl from '../../../assets/sales/banner.svg';
import { Disclaimer } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { STAMP_TAX_GUIDE } from '../sales-copy';
import { GuideBlocks } from './guide-blocks';
import { SALES_EYEBROW, SALES_MENU } from './sales-menu';
import styles from './sales-pages.module.css';

export function StampTaxPage() {
  return (
    <SubPageLayout
      title="인지세 납부안내"
      text="계약 시 필요한 전자수입인지, 미리 준비하세요"
      banner={bannerUrl}
      menu={SALES_MENU}
      eyebrow={SALES_EYEBROW}
    >
      <p className={styles.intro}>
        인지세는 계약서를 작성할 때 법령에 따라 납부하는 세금입니다. 납부 대상 계약과 시점은 계약 안내 시 다시 알려
        드리며, 아래 기준은 이해를 돕기 위한 일반 안내입니다.
      </p>
      <GuideBlocks blocks={STAMP_TAX_GUIDE} />
      <Disclaimer
        items={['인지세 세액과 납부 방법은 인지세법 등 관계 법령에 따르며, 법령 개정 시 변경될 수 있습니다.']}
      />
    </SubPageLayout>
  );
}
