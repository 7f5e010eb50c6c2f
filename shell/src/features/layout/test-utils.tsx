import { render, screen } from '@testing-library/react';
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

export { mockMatchMedia } from '@test/match-media';
