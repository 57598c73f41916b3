import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';

/** The app as the browser renders (or hydrates) it. ServerApp is its prerender twin. */
export function BrowserApp() {
  return (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
}
