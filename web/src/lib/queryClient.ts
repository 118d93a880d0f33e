import { QueryClient, type QueryClientConfig } from '@tanstack/react-query';
import { shouldRetry } from './api';

export function createQueryClient(overrides: QueryClientConfig['defaultOptions'] = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Always try the request: the browser's online flag is not a reliable signal, and a
        // failure must surface as the "can't reach RowRecruit" notice rather than a paused spinner.
        networkMode: 'always',
        ...overrides.queries,
      },
      mutations: { retry: false, networkMode: 'always', ...overrides.mutations },
    },
  });
}
