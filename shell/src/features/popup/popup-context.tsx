import { createContext, useContext } from 'react';

export interface PopupState {
  readonly open: boolean;
}

const PopupContext = createContext<PopupState>({ open: false });

export const PopupStateProvider = PopupContext.Provider;

/** Whether the interest popup is open (the desktop home ignores wheel input then). */
export function usePopupState(): PopupState {
  return useContext(PopupContext);
}
