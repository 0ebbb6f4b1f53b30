import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** Data is fresh for 5 minutes, retried once, never refetched on focus (spec section 9). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/**
 * Wraps the screens that read server data. It is imported by those screens only, so the public
 * pages do not download the query library (decision 0002). Every screen shares one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
