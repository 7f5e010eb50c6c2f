import { useState } from 'react';
import { tabHref } from '@gagyeong/contracts/page-tabs';
import { Tabs } from '../../../components/tabs';
import { MEDIA, type EmodelTour as Tour } from '../../../content/media';
import { DEFAULT_EMODEL_ID, EMODEL_HINT, EMODEL_PATH, EMODEL_PENDING_TEXT, MAX_EMODEL_TABS } from '../content';
import { useAddressTab } from '../hooks/use-address-tab';
import { MediaFrame } from './media-frame';
import styles from './emodel-tour.module.css';

function TourFrame({ tour }: { readonly tour: Tour }) {
  // The hint covers the tour until the visitor clicks it, so a stray scroll never spins the view.
  const [started, setStarted] = useState(false);
  return (
    <MediaFrame
      src={tour.src}
      title={tour.title}
      aspect="tour"
      allow="fullscreen; xr-spatial-tracking; gyroscope; accelerometer"
      pendingText={EMODEL_PENDING_TEXT}
      pendingDetail={`${tour.id} 타입 가상 투어가 공개되면 이곳에서 세대 내부를 둘러보실 수 있습니다.`}
      overlay={
        started ? null : (
          <button type="button" className={styles.hint} onClick={() => setStarted(true)}>
            <span className={styles.hintIcon} aria-hidden="true">
              VR
            </span>
            {EMODEL_HINT}
          </button>
        )
      }
    />
  );
}

/**
 * E-model house: up to five type tabs (84A first) and the virtual-tour frame of the chosen type.
 * Each tab's address is the E-model page with that tab (`?tab=<id>`), also from the unit-plan pages.
 */
export function EmodelTour() {
  const chosen = useAddressTab(EMODEL_PATH);
  const tours = MEDIA.emodelTours.slice(0, MAX_EMODEL_TABS);
  const defaultId = tours.some((tour) => tour.id === DEFAULT_EMODEL_ID) ? DEFAULT_EMODEL_ID : tours[0]?.id;
  return (
    <Tabs
      label="E-모델하우스 타입"
      defaultSelectedId={chosen ?? defaultId}
      hrefOf={(id) => tabHref(EMODEL_PATH, id)}
      tabs={tours.map((tour) => ({ id: tour.id, label: tour.id, panel: <TourFrame tour={tour} /> }))}
    />
  );
}
