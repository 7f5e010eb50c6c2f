import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouterErrorPage } from './router-error-page';

it('titles a routing failure "Unexpected Application Error"', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Thrower = () => {
    throw new Error('broken loader');
  };
  const router = createMemoryRouter([{ path: '/', element: <Thrower />, errorElement: <RouterErrorPage /> }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
});
