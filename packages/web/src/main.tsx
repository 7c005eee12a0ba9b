import '@fontsource-variable/inter';
import './styles.css';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router.js';
import { endsSession, forgetSession } from './app/session.js';

/**
 * Server state is TanStack Query's, read through the SDK. A 401 on any call means the service no
 * longer knows this browser: everything read is forgotten and the sign-in form comes back.
 */
const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error) => endsSession(error) && forgetSession(queryClient) }),
  mutationCache: new MutationCache({ onError: (error) => endsSession(error) && forgetSession(queryClient) }),
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      // The SDK already retries what is safe to retry; a problem is shown at once.
      retry: false,
      refetchOnWindowFocus: true,
    },
  },
});

const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
