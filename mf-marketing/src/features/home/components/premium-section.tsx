import { useId, useState } from 'react';
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
 * Cards open independently; the second text and the link show only while a card is open.
 */
export function MobilePremiumCards() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className={styles.mobileCards}>
      {PREMIUM_CARDS.map((card, index) => {
        const expanded = open.has(card.id);
        const detailsId = `${baseId}-${card.id}`;
        return (
          <li
            key={card.id}
            className={styles.mobileCard}
            data-align={index % 2 === 0 ? 'left' : 'right'}
            data-open={expanded ? 'true' : 'false'}
          >
            <PremiumImage theme={card} className={styles.cardImage} />
            <div className={styles.mobileCardBody}>
              <h3 className={styles.mobileCardHeading}>
                <button
                  type="button"
                  className={styles.mobileCardToggle}
                  aria-expanded={expanded}
                  aria-controls={detailsId}
                  onClick={() => toggle(card.id)}
                >
                  <span className={styles.cardLabel}>{card.label}</span>
                  <span className={styles.cardTitle}>{card.title}</span>
                  <span className={styles.toggleIcon} aria-hidden="true" />
                </button>
              </h3>
              <p className={styles.cardText1}>
                <MultilineText text={card.text1} />
              </p>
              <div id={detailsId} className={styles.mobileCardDetails} hidden={!expanded}>
                <CardDetails card={card} />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
