import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { listen, OPEN_INTEREST_POPUP } from '@gagyeong/contracts';
import { useSiteConfig } from '../../config/config-context';
import { prefetchRemote, RemoteRegion } from '../remote-loading';
import { PopupStateProvider } from './popup-context';
import styles from './popup-host.module.css';

/**
 * The visitor's first sign of use: the popup's code is fetched then, so a click on one of its
 * buttons finds it ready, while a page nobody touches never loads it (its load is the visitor's
 * first view only: docs/decisions/0056-critical-css-and-first-paint.md).
 */
const FIRST_USE_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'scroll', 'focusin'] as const;

/**
 * Routes the contract's `openInterestPopup` event to mf-leads' popup, mounted once (docs/architecture.md §3).
 * The popup is mounted on first use and kept, so it keeps its own state between openings.
 */
export function PopupHost({ children }: { readonly children: ReactNode }) {
  const config = useSiteConfig();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(
    () =>
      listen(OPEN_INTEREST_POPUP, () => {
        setMounted(true);
        setOpen(true);
      }),
    [],
  );

  useEffect(() => {
    const prefetch = () => {
      stop();
      prefetchRemote('mf_leads/InterestPopup');
    };
    const stop = () => {
      for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, prefetch, true);
    };
    for (const type of FIRST_USE_EVENTS) window.addEventListener(type, prefetch, { capture: true, passive: true });
    return stop;
  }, []);

  const onClose = useCallback(() => setOpen(false), []);

  // The popup opens at once; the page hears of it at a transition's priority. A context change
  // reaches every region still waiting for its code to hydrate the server's HTML, and an urgent
  // one would make React drop that HTML and render the region afresh, without what the visitor
  // typed into it; a transition waits for the region (docs/architecture.md §3, "Before hydration").
  const pageOpen = useDeferredValue(open);
  const popupState = useMemo(() => ({ open: pageOpen }), [pageOpen]);

  return (
    <PopupStateProvider value={popupState}>
      {children}
      {mounted && (
        <div className={open ? undefined : styles.closed}>
          <RemoteRegion
            module="mf_leads/InterestPopup"
            props={{ config, open, onClose }}
            label="관심고객 등록 창"
            loading={open ? <PopupLoading /> : null}
          />
        </div>
      )}
    </PopupStateProvider>
  );
}

function PopupLoading() {
  return (
    <div className={styles.loading} role="status">
      관심고객 등록 창을 여는 중입니다
    </div>
  );
}
