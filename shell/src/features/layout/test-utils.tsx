import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { listen, OPEN_INTEREST_POPUP, type PopupSource } from '@gagyeong/contracts';

/** Shows the router's current path, so tests can see where a link went. */
function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders `ui` inside a MemoryRouter at `path`, plus an element outside it to move the pointer to. */
export function renderAt(ui: ReactElement, path = '/') {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              {ui}
              <div data-testid="outside">본문</div>
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}

export const currentPath = () => screen.getByTestId('location').textContent;

/** Collects the sources of every open-interest-popup contract event until `stop()`. */
export function recordPopupRequests() {
  const sources: PopupSource[] = [];
  const stop = listen(OPEN_INTEREST_POPUP, (detail) => sources.push(detail.source));
  return { sources, stop };
}

/** A matchMedia whose answers the test sets and changes (jsdom has none that match). */
export function mockMatchMedia(initial: Readonly<Record<string, boolean>>) {
  const original = window.matchMedia;
  const matches = new Map(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return matches.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: (_type: string, listener: () => void) => {
        listeners.set(query, (listeners.get(query) ?? new Set()).add(listener));
      },
      removeEventListener: (_type: string, listener: () => void) => {
        listeners.get(query)?.delete(listener);
      },
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(query: string, value: boolean) {
      matches.set(query, value);
      act(() => listeners.get(query)?.forEach((listener) => listener()));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
