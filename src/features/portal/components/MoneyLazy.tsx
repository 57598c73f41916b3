/**
 * The money screens, loaded on demand like maintenance: they carry the ledger
 * contract (zod) and its rules, which the portal's first load must not fetch (175 KB budget).
 */
import { lazyScreens } from './lazyScreens';

const lazyScreen = lazyScreens(
  () => import('@/features/money/portal'),
  (t) => t.loadingMoney,
);

export const TenantMoney = lazyScreen((m) => m.TenantMoney);
export const OwnerMoney = lazyScreen((m) => m.OwnerMoney);
