import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api/query-client';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { EndedErrorScreen } from './ended-error-screen';

resetClientAroundEachTest();

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/ended_error/', element: <EndedErrorScreen /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the page for a finished class', () => {
  it('says the class has finished and links back to its course and to the catalogue', async () => {
    renderAt('/ended_error/?course=data-101');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This class has finished');
    expect(screen.getByRole('link', { name: "See the course's classes" }).getAttribute('href')).toBe(
      '/courses/data-101/',
    );
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses/');
    await vi.waitFor(() => expect(document.title).toBe('This class has finished - Kelas'));
  });

  it('offers only the catalogue when no course is named', () => {
    renderAt('/ended_error/');
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Browse courses']);
  });
});
