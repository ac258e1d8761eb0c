import { QueryClient } from '@tanstack/react-query';

/** The app's one TanStack Query cache; logging out clears it. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
  },
});
