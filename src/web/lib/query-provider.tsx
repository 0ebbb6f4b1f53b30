import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { waitBeforeSignOut } from './session-signal';

/** Data is fresh for 5 minutes, retried once, never refetched on focus (spec section 9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

// A sign-out first aborts every read in flight (each query hands its signal to the request): a read
// that reached the server after the session ended would be refused (401), and the browser logs it.
waitBeforeSignOut(() => queryClient.cancelQueries());

/**
 * Wraps the screens that read server data. It is imported by those screens only, so the public
 * pages do not download the query library (decision 0002). Every screen shares one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
