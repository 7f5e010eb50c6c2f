import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary';

function Thrower(): never {
  throw new Error('broken layout');
}

function Routed() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary pathname={pathname}>
      <Routes>
        <Route path="/" element={<Thrower />} />
        <Route path="/next" element={<h1>Next page</h1>} />
      </Routes>
    </RouteErrorBoundary>
  );
}

it('titles a routing failure "Unexpected Application Error", logs it, and leaves it on the next path', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routed />
      <Link to="/next">다음</Link>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
  expect(consoleError).toHaveBeenCalledWith('[shell] unexpected application error', expect.any(Error));

  await userEvent.click(screen.getByRole('link', { name: '다음' }));
  expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
  consoleError.mockRestore();
});
