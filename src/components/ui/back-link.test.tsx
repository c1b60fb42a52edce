// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { BackLink } from './back-link';

afterEach(cleanup);

it('is a link named by where it goes, its arrow hidden from screen readers', () => {
  const router = createMemoryRouter([
    { path: '/', element: <BackLink to="/projects/p1">Back to the project</BackLink> },
  ]);
  render(<RouterProvider router={router} />);
  const link = screen.getByRole('link', { name: 'Back to the project' });
  expect(link).toHaveAttribute('href', '/projects/p1');
  expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
