import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { DEFAULT_SITE_CONFIG } from '@gagyeong/contracts';
import { ConfigProvider } from '../../config/config-context';
import { PopupHost } from './popup-host';

/** Renders the popup host around `page` with the default config, and lets its effects run. */
export async function renderPopupHost(page: ReactNode) {
  await act(
    async () =>
      void render(
        <ConfigProvider value={DEFAULT_SITE_CONFIG}>
          <PopupHost>{page}</PopupHost>
        </ConfigProvider>,
      ),
  );
}
