import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MOBILE_MEDIA_QUERY } from '@gagyeong/contracts';
import { BELOW_FOLD } from '@gagyeong/contracts/first-paint';
import { useMediaQuery } from '@gagyeong/ui';
import { MultilineText } from '../../../components/multiline-text';
import { PREMIUM_CARDS, PREMIUM_IMAGE_SIZE, type PremiumCard } from '../../../content/premium';
import { PROJECT } from '../../../content/project';
import type { HomeSectionProps } from './hero-section';
import styles from './sections.module.css';

/** Section 4: the four PREMIUM cards. */
export function PremiumSection({ active }: HomeSectionProps) {
  const mobile = useMediaQuery(MOBILE_MEDIA_QUERY);
  return (
    <section
      className={`${styles.section} ${styles.premium}`}
      aria-labelledby="home-premium-title"
      data-active={active ? 'true' : 'false'}
      // Never on the first screen: its CSS arrives after the first paint (contracts' first-paint.ts).
      {...BELOW_FOLD}
    >
      <div className={styles.inner}>
        <div className={`${styles.centerHead} ${styles.reveal}`}>
          <p className={styles.eyebrow}>PREMIUM</p>
          <h2 id="home-premium-title" className={styles.heading}>
            {PROJECT.name}만의 네 가지 프리미엄
          </h2>
        </div>
        {mobile ? <MobilePremiumCards /> : <DesktopPremiumCards />}
      </div>
    </section>
  );
}

function CardImage({ card }: { readonly card: PremiumCard }) {
  return (
    <img
      className={styles.cardImage}
      src={card.image}
      alt={card.imageAlt}
      width={PREMIUM_IMAGE_SIZE.width}
      height={PREMIUM_IMAGE_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
}

function DesktopPremiumCards() {
  return (
    <ul className={`${styles.cards} ${styles.reveal}`}>
      {PREMIUM_CARDS.map((card) => (
        <li key={card.id} className={styles.card}>
          <CardImage card={card} />
          <div className={styles.cardBody}>
            <p className={styles.cardLabel}>{card.label}</p>
            <h3 className={styles.cardTitle}>{card.title}</h3>
            <p className={styles.cardText1}>
              <MultilineText text={card.text1} />
            </p>
            <p className={styles.cardText2}>
              <MultilineText text={card.text2} />
            </p>
            <Link to={card.link} className={styles.cardLink}>
              {card.linkText}
            </Link>
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
            <CardImage card={card} />
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
                <p className={styles.cardText2}>
                  <MultilineText text={card.text2} />
                </p>
                <Link to={card.link} className={styles.cardLink}>
                  {card.linkText}
                </Link>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
