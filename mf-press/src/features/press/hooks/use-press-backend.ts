import { createContext, useContext } from 'react';
import type { PressBackend } from '../api/press-backend';

/** Resolves to the configured backend (the Firebase one arrives with a dynamic import). */
export type GetPressBackend = () => Promise<PressBackend>;

const PressBackendContext = createContext<GetPressBackend | undefined>(undefined);

export const PressBackendProvider = PressBackendContext.Provider;

export function usePressBackend(): GetPressBackend {
  const getBackend = useContext(PressBackendContext);
  if (!getBackend) throw new Error('usePressBackend must be used inside <PressProviders>');
  return getBackend;
}
