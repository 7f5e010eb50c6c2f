import { Link } from 'react-router-dom';
import premiumUrl from '../../../assets/location/premium.svg';
import { Disclaimer } from '../../../components/notice';
import { FACTS, GENERAL_DISCLAIMERS, PROJECT } from '../../../content/project';
import { LOCATION_PREMIUM, PREMIUM_POINTS } from '../content';
import { LocationPage } from './location-page';
import styles from './location.module.css';

/** /LocationEnvironment/primium (legacy spelling of the route): the premium points. */
export function LocationPremiumPage() {
  return (
    <LocationPage copy={LOCATION_PREMIUM}>
      <figure className={styles.premiumArt}>
        <img
          src={premiumUrl}
          alt={`노을 진 공원 너머로 보이는 ${PROJECT.name} ${FACTS.scaleShort} 일러스트`}
          width={1200}
          height={640}
          decoding="async"
        />
      </figure>
      <ol className={styles.premiumList}>
        {PREMIUM_POINTS.map((point, index) => (
          <li key={point.title} className={styles.premiumItem}>
            <span className={styles.premiumNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div>
              <h3 className={styles.premiumTitle}>{point.title}</h3>
              <p className={styles.premiumText}>{point.text}</p>
              {point.link ? (
                <Link className={styles.more} to={point.link.to}>
                  {point.link.label}
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <Disclaimer items={GENERAL_DISCLAIMERS} />
    </LocationPage>
  );
}
