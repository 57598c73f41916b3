import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { lazyQueryClient } from './lazyQueryClient';
import { ThemeProvider, useTheme } from '@/lib/ThemeProvider';
import { onFirstToast } from '@/lib/toast';

export interface AppProvidersProps {
  /**
   * The QueryClient (`createQueryClient()` from ./queryClient). Omitted in the browser: the app then
   * loads one on first use (see ./lazyQueryClient), keeping query-core out of the entry chunk.
   */
  queryClient?: QueryClient;
  children: ReactNode;
}

type ToasterComponent = typeof import('sonner').Toaster;

/** sonner's <Toaster>, fetched and mounted when the first toast is raised (see @/lib/toast). */
function ToastHost() {
  const { resolvedTheme } = useTheme();
  const [Toaster, setToaster] = useState<ToasterComponent | null>(null);
  useEffect(() => {
    let active = true;
    const unsubscribe = onFirstToast(() => {
      void import('sonner').then((module) => {
        if (active) setToaster(() => module.Toaster);
      });
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
  if (!Toaster) return null;
  return <Toaster position="bottom-right" theme={resolvedTheme} closeButton />;
}

/**
 * Every app-wide provider. The browser (src/app/BrowserApp.tsx) and the prerenderer render the
 * same tree around the routes. A QueryClient passed in is provided as is (a server render runs no
 * effects, so it needs no mount()); without one the lazily loaded client is provided.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientContext value={queryClient ?? lazyQueryClient}>
      <ThemeProvider>
        {children}
        <ToastHost />
      </ThemeProvider>
    </QueryClientContext>
  );
}
