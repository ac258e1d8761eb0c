import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './api/query-client';
import { loadCurrentUser } from './auth/auth-actions';
import { showLanguage, storedLanguage } from './i18n/i18n';
import { routes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Who is signed in is asked once, in parallel with the first screen's code and the translations.
loadCurrentUser();

/** Draws the app. */
function render(element: HTMLElement): void {
  createRoot(element).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

// The remembered language is in place before the first paint, so the page never flashes English;
// if its translations cannot load, the page still appears, in English.
showLanguage(storedLanguage()).then(
  () => render(root),
  () => render(root),
);
