import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** The app as the browser renders (or hydrates) it. ServerApp is its prerender twin. */
export function BrowserApp({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
