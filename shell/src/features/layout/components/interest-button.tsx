import type { ReactNode } from 'react';
import { openInterestPopup, type PopupSource } from '@gagyeong/contracts';

/** A button of the layout that opens the interest popup (mf-leads), telling it where it was opened from. */
export function InterestButton({
  source,
  className,
  children,
}: {
  readonly source: PopupSource;
  readonly className: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => openInterestPopup(source)}>
      {children}
    </button>
  );
}
