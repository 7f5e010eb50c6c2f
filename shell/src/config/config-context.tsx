import { createContext, useContext } from 'react';
import type { SiteConfig } from '@gagyeong/contracts';

const ConfigContext = createContext<SiteConfig | undefined>(undefined);

export const ConfigProvider = ConfigContext.Provider;

/** The validated runtime config; the shell hands it to every remote as a prop. */
export function useSiteConfig(): SiteConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside <ConfigProvider>');
  return config;
}
