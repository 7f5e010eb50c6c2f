import { createContext, useContext } from 'react';
import type { GetPressBackend } from '../api/press-backend';

export type { GetPressBackend };

const PressBackendContext = createContext<GetPressBackend | undefined>(undefined);

export const PressBackendProvider = PressBackendContext.Provider;

export function usePressBackend(): GetPressBackend {
  const getBackend = useContext(PressBackendContext);
  if (!getBackend) throw new Error('usePressBackend must be used inside <PressProviders>');
  return getBackend;
}
