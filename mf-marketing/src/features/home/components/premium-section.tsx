import { Link } from 'react-router-dom';
import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { useMediaQuery } from '@gagyeong/ui';
import { MultilineText } from '../../../components/multiline-text';
import { PremiumImage } from '../../../components/premium-image';
import { PREMIUM_CARDS, type PremiumCard } from '../../../content/premium';
import { PROJECT } from '../../../content/project';
import { HomeSection, SectionTitle, type HomeSectionProps } from './home-section';
import styles from './sections.module.css';

/** Section 4: the four PREMIUM cards. */
export function PremiumSection({ active }: HomeSectionProps) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <HomeSection name="premium" active={active}>
      <div className={styles.inner}>
        <div className={`${styles.centerHead} ${styles.reveal}`}>
          <SectionTitle name="premium" eyebrow="PREMIUM">
            {PROJECT.name}만의 네 가지 프리미엄
          </SectionTitle>
        </div>
        {mobile ? <MobilePremiumCards /> : <DesktopPremiumCards />}
      </div>
    </HomeSection>
  );
}

/** A card's second text and its link: always shown on desktop, on mobile while the card is open. */
function CardDetails({ card }: { readonly card: PremiumCard }) {
  return (
    <>
      <p className={styles.cardText2}>
        <MultilineText text={card.text2} />
      </p>
      <Link to={card.link} className={styles.cardLink}>
        {card.linkText}
      </Link>
    </>
  );
}

function DesktopPremiumCards() {
  return (
    <ul className={`${styles.cards} ${styles.reveal}`}>
      {PREMIUM_CARDS.map((card) => (
        <li key={card.id} className={styles.card}>
          <PremiumImage theme={card} className={styles.cardImage} />
          <div className={styles.cardBody}>
            <p className={styles.cardLabel}>{card.label}</p>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText1}>
              <MultilineText text={card.text1} />
            </p>
            <CardDetails card={card} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Mobile: each card expands and collapses on tap, alternately aligned left and right (docs/product.md §2).
 * Cards open independently; the second text and the link show only while a card is open. Each is
 * a `<details>` whose summary holds the heading and the first text, so a tap works before the
 * scripts run, and without them (docs/architecture.md §3, "Before the scripts run").
 */
export function MobilePremiumCards() {
  return (
    <ul className={styles.mobileCards}>
      {PREMIUM_CARDS.map((card, index) => (
        <li key={card.id} className={styles.mobileCard} data-align={index % 2 === 0 ? 'left' : 'right'}>
          <PremiumImage theme={card} className={styles.cardImage} />
          {/* A card the visitor opened before the scripts ran stays open. */}
          <details className={styles.mobileCardBody} suppressHydrationWarning>
            <summary className={styles.mobileCardToggle}>
              <h3 className={styles.mobileCardHeading}>
                <span className={styles.cardLabel}>{card.label}</span>
                <span className={styles.cardTitle}>{card.title}</span>
                <span className={styles.toggleIcon} aria-hidden="true" />
              </h3>
              <span className={styles.cardText1}>
                <MultilineText text={card.text1} />
              </span>
            </summary>
            <div className={styles.mobileCardDetails}>
              <CardDetails card={card} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  );
}
