import bannerUrl from '../../../assets/business/banner.svg';
import { ComingSoon, Disclaimer } from '../../../components/notice';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { BUSINESS_EYEBROW, BUSINESS_MENU } from './business-menu';
import styles from './business-coming-soon.module.css';

/** Documents usually asked for at a rental contract; the notice decides the final list. */
const USUAL_DOCUMENTS = [
  '신분증 (주민등록증, 운전면허증 또는 여권)',
  '주민등록등본 및 초본',
  '가족관계증명서',
  '인감증명서 및 인감도장 (또는 본인서명사실확인서)',
  '계약금 납부 확인 서류',
] as const;

export function BusinessDocumentsPage() {
  return (
    <SubPageLayout
      title="계약서류 안내"
      text="계약에 필요한 서류를 미리 확인하세요"
      banner={bannerUrl}
      menu={BUSINESS_MENU}
      eyebrow={BUSINESS_EYEBROW}
    >
      <ComingSoon
        title="계약서류 안내를 준비하고 있습니다"
        text={<p>정확한 계약 서류는 입주자 모집공고에서 확정되며, 확정 즉시 이 페이지에 게시합니다.</p>}
        related={{ to: '/SalesInfo/SubscriptionGuide', label: '청약안내 보기' }}
      />
      <section className={styles.steps} aria-labelledby="documents-usual-title">
        <h2 id="documents-usual-title" className={styles.stepsTitle}>
          일반적으로 준비하는 서류
        </h2>
        <ul className={styles.docList}>
          {USUAL_DOCUMENTS.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ul>
        <Disclaimer
          items={[
            '위 목록은 민간임대주택 계약에서 일반적으로 요구되는 서류의 예시입니다.',
            '발급일 기준, 추가 서류와 대리 계약 시 구비 서류는 모집공고에서 반드시 확인해 주세요.',
          ]}
        />
      </section>
    </SubPageLayout>
  );
}
