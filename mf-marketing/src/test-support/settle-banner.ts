import { act } from '@testing-library/react';
import { BANNER_TEXT_DELAY_MS } from '../components/sub-page-layout';

/** Lets SubPageLayout's delayed banner text appear inside act (docs/product.md §2: after 100 ms). */
export const settleBanner = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, BANNER_TEXT_DELAY_MS + 50)));
