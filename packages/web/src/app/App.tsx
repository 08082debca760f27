import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appCssVariablesResolver } from './appCssVariablesResolver';
import { appTheme } from './appTheme';

/** Props of App. */
type AppProps = {
  /** Made once by the caller: a browser router starts listening to history as soon as it is created. */
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
};

/** Providers that need no router, then the router (whose root adds toasts, modals and the guard). */
export function App({ router, queryClient }: AppProps) {
  return (
    <MantineProvider theme={appTheme} cssVariablesResolver={appCssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
