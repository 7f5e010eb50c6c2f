/**
 * Cross-module actions (docs/architecture.md §3). A remote asks for something by dispatching a typed DOM event;
 * the shell listens and routes it. DOM events work even if a remote ended up with its own copy of
 * this module, which a module-level emitter would not.
 */
export type PopupSource = 'header' | 'hero' | 'location' | 'footer' | 'fixed-bar' | 'page';

export interface ContractEvents {
  'gagyeong:open-interest-popup': { readonly source: PopupSource };
}

export type ContractEventName = keyof ContractEvents;

export const OPEN_INTEREST_POPUP = 'gagyeong:open-interest-popup' satisfies ContractEventName;

export function emit<E extends ContractEventName>(name: E, detail: ContractEvents[E]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

export function listen<E extends ContractEventName>(name: E, handler: (detail: ContractEvents[E]) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<ContractEvents[E]>).detail);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** Opens the interest popup that the shell mounts once (hero, header, footer, fixed bar, …). */
export function openInterestPopup(source: PopupSource): void {
  emit(OPEN_INTEREST_POPUP, { source });
}
