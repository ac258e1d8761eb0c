import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client';
import type { AuthState } from '../auth/auth-store';
import '../i18n/i18n';
import { TopBar } from './top-bar';

// The state before the first answer about the current user.
vi.mock('../auth/use-auth-state', () => ({
  useAuthState: (): Partial<AuthState> => ({ currentUser: null, userLoaded: false }),
}));

afterEach(cleanup);

describe('TopBar while the current user loads', () => {
  it('shows neither the log-in buttons nor a profile menu', () => {
    const router = createMemoryRouter([{ path: '*', element: <TopBar /> }]);
    // The search box's quick results use the query cache.
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.getByTestId('language-menu')).toBeTruthy();
  });
});
