import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { SiteConfig } from '@gagyeong/contracts';
import { ConfigProvider } from './config-context';
import { createAppRouter } from './router';

export function App({ config }: { readonly config: SiteConfig }) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <ConfigProvider value={config}>
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
