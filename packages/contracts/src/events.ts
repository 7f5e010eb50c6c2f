import { INTEREST_PAGE_PATH } from './site-paths';

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

/** A click on a link: React's mouse event and the DOM's both fit. */
export interface LinkClick {
  readonly button: number;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  preventDefault(): void;
}

/**
 * Whether a click on a link that the hydrated page handles in place (an opener, a tab) is the
 * page's to handle: the main button and no modifier key. Any other click is left to the link
 * (a new tab or window).
 */
export function isPlainClick(event: LinkClick): boolean {
  return event.button === 0 && !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey);
}

/**
 * The attributes of an interest-popup opener, for an `<a>` (docs/architecture.md §3, "Before the
 * scripts run"). In the server's HTML it is a link to the interest page, which shows the popup's
 * form: a tap before the scripts run, or without them, registers there. Once hydrated, a plain
 * click opens the popup instead; a click with a modifier key still opens the page (a new tab).
 */
export function interestOpener(source: PopupSource) {
  return {
    href: INTEREST_PAGE_PATH,
    'aria-haspopup': 'dialog',
    onClick(event: LinkClick): void {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      openInterestPopup(source);
    },
  } as const;
}
