import mapUrl from '../../../assets/location/location-map.svg';
import { Disclaimer } from '../../../components/notice';
import { PROJECT } from '../../../content/project';
import { LOCATION_DISCLAIMERS, LOCATION_INTRO, LOCATION_POINTS } from '../content';
import { LocationIcon } from './location-icon';
import { LocationPage } from './location-page';
import styles from './location.module.css';

/** /LocationEnvironment/intro: the location schematic and six location cards. */
export function LocationIntroPage() {
  return (
    <LocationPage copy={LOCATION_INTRO}>
      <figure className={styles.map}>
        <img
          src={mapUrl}
          alt={`${PROJECT.name} 입지 개략도: 단지 옆 근린공원, 서쪽 시외·고속버스터미널, 북쪽 KTX 오송역 방면 철도, 동쪽 쇼핑·문화시설과 청주국제공항 방면, 남쪽 종합병원·행정시설·산업단지`}
          width={1200}
          height={800}
          decoding="async"
        />
        <figcaption className={styles.caption}>입지 개략도 (축척 없음)</figcaption>
      </figure>
      <ul className={styles.cards}>
        {LOCATION_POINTS.map((point) => (
          <li key={point.id} className={styles.card}>
            <span className={styles.icon}>
              <LocationIcon name={point.id} />
            </span>
            <p className={styles.cardEn}>{point.en}</p>
            <h3 className={styles.cardTitle}>{point.title}</h3>
            <p className={styles.cardText}>{point.text}</p>
            <ul className={styles.cardItems}>
              {point.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <Disclaimer items={LOCATION_DISCLAIMERS} />
    </LocationPage>
  );
}
