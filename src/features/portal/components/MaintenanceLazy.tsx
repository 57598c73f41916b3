/**
 * The maintenance screens, loaded on demand: they carry the contract's zod schemas and the photo
 * pipeline, which the portal's first load (the sign-in) must not fetch (175 KB budget).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { usePortalText } from '../locale';
import { Loading } from './Status';

const load = () => import('@/features/maintenance/portal');

function lazyScreen<P extends object>(
  pick: (m: Awaited<ReturnType<typeof load>>) => ComponentType<P>,
) {
  const Screen = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function LazyScreen(props: P) {
    const t = usePortalText().frame;
    return (
      <Suspense fallback={<Loading>{t.loadingMaintenance}</Loading>}>
        <Screen {...(props as ComponentProps<typeof Screen>)} />
      </Suspense>
    );
  };
}

export const TenantRequests = lazyScreen((m) => m.TenantRequests);
export const OwnerRequests = lazyScreen((m) => m.OwnerRequests);
export const NewRequest = lazyScreen((m) => m.NewRequest);
export const RequestScreen = lazyScreen((m) => m.RequestScreen);
