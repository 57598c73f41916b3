import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Toaster } from 'sonner';
import { ThemeProvider, useTheme } from './ThemeProvider';

/**
 * react-helmet-async's server context. Under React 19 Helmet renders <title>/<meta> as native
 * elements that React hoists into <head>, so this mostly stays empty; it is accepted for parity.
 */
export type HelmetContext = NonNullable<ComponentProps<typeof HelmetProvider>['context']>;

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** Pass an empty object when prerendering to collect the head tags; omit in the browser. */
  helmetContext?: HelmetContext;
  children: ReactNode;
}

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return <Toaster position="bottom-right" theme={resolvedTheme} richColors closeButton />;
}

/**
 * Every app-wide provider. The browser (src/main.tsx) and the prerenderer render the same tree:
 * <AppProviders ...><RouterProvider | StaticRouterProvider /></AppProviders>.
 */
export function AppProviders({ queryClient, helmetContext, children }: AppProvidersProps) {
  return (
    <HelmetProvider context={helmetContext}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>
          {children}
          <ThemedToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </HelmetProvider>
  );
}
