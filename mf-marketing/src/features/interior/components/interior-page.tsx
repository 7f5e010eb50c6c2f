import type { InteriorPage as Page } from '@gagyeong/contracts';
import bannerUrl from '../../../assets/interior/banner.svg';
import { Disclaimer } from '../../../components/notice';
import { HeadedSection } from '../../../components/section-head';
import { SubPageLayout } from '../../../components/sub-page-layout';
import { INTERIOR_COPY, INTERIOR_DISCLAIMERS, INTERIOR_MENU, INTERIOR_TYPES } from '../content';
import styles from './interior-page.module.css';

/** Named one by one: see components/section-head.tsx. */
const HEAD_CLASSES = { head: styles.head, eyebrow: styles.eyebrow, heading: styles.heading, lead: styles.lead };

/** /Interior/59A, /84A, /84B: living room, kitchen and bedroom of one type. */
export function InteriorPage({ page }: { readonly page: Page }) {
  const type = INTERIOR_TYPES[page];
  const [living, ...others] = type.rooms;
  return (
    <SubPageLayout
      title={INTERIOR_COPY.title}
      text={INTERIOR_COPY.text}
      banner={bannerUrl}
      menu={INTERIOR_MENU}
      menuVariant="side"
    >
      <HeadedSection
        classes={HEAD_CLASSES}
        eyebrow={`INTERIOR · ${type.concept}`}
        title={`${type.label} 타입 인테리어`}
        lead={type.lead}
      >
        <figure className={styles.hero}>
          <img key={living.image} src={living.image} alt={living.alt} width={1200} height={800} decoding="async" />
          <figcaption className={styles.caption}>
            <span className={styles.roomName}>{living.name}</span>
            {living.text}
          </figcaption>
        </figure>
        <div className={styles.grid}>
          {others.map((room) => (
            <figure key={room.name} className={styles.card}>
              <img
                key={room.image}
                src={room.image}
                alt={room.alt}
                width={1200}
                height={800}
                loading="lazy"
                decoding="async"
              />
              <figcaption className={styles.caption}>
                <span className={styles.roomName}>{room.name}</span>
                {room.text}
              </figcaption>
            </figure>
          ))}
        </div>
        <Disclaimer items={INTERIOR_DISCLAIMERS} />
      </HeadedSection>
    </SubPageLayout>
  );
}
