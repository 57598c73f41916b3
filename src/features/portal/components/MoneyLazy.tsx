/**
 * The money screens, loaded on demand like maintenance: they carry the ledger
 * contract (zod) and its rules, which the portal's first load must not fetch (175 KB budget).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { usePortalText } from '../locale';
import { Loading } from './Status';

const load = () => import('@/features/money/portal');

function lazyScreen<P extends object>(
  pick: (m: Awaited<ReturnType<typeof load>>) => ComponentType<P>,
) {
  const Screen = lazy(() => load().then((m) => ({ default: pick(m) })));
  return function LazyScreen(props: P) {
    const t = usePortalText().frame;
    return (
      <Suspense fallback={<Loading>{t.loadingMoney}</Loading>}>
        <Screen {...(props as ComponentProps<typeof Screen>)} />
      </Suspense>
    );
  };
}

export const TenantMoney = lazyScreen((m) => m.TenantMoney);
export const OwnerMoney = lazyScreen((m) => m.OwnerMoney);
