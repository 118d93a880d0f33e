import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '@/features/auth';
import { ErrorBoundary } from '@/features/errors';
import { createQueryClient } from '@/lib/queryClient';
import { AppRoutes } from './routes';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

/** Everything the screens rely on: the error boundary, server state and the session. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/** The whole app, minus the router (main.tsx supplies the browser router, tests a memory router). */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProviders {...(queryClient ? { queryClient } : {})}>
      <AppRoutes />
    </AppProviders>
  );
}
