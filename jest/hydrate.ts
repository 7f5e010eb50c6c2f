import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

/**
 * A server-rendered page as a visitor meets it: `ui`'s server HTML in the document, `before` run
 * on it (what the visitor does before the script arrives), then React hydrating it in the browser.
 * Resolves once hydrated; `unmount` takes it out of the document again.
 */
export async function hydrateServerHtml(
  ui: ReactNode,
  before: (container: HTMLElement) => void = () => undefined,
): Promise<{ readonly container: HTMLElement; readonly unmount: () => void }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  before(container);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  return {
    container,
    unmount: () => {
      act(() => root?.unmount());
      container.remove();
    },
  };
}

/** Types `text` into a control of the server's HTML the way a browser does before any script. */
export function typeBeforeScripts(control: Element | null, text: string): void {
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    throw new Error(`not a text control: ${String(control)}`);
  }
  control.value += text;
}
