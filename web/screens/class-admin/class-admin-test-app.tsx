import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { queryClient } from '../../api/query-client';
import { CourseAdminScreen } from '../course-admin/course-admin-screen';
import { ClassAdminScreen } from './class-admin-screen';

/**
 * Renders the course admin and class admin screens at `path` with an in-memory history (the app's
 * other screens left out, so these tests stand on the class screens alone); returns the router.
 */
export function renderClassScreens(path: string) {
  const router = createMemoryRouter(
    [
      { path: SCREEN_ROUTES.courseAdmin, Component: CourseAdminScreen },
      { path: SCREEN_ROUTES.classAdmin, Component: ClassAdminScreen },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
