/**
 * The maintenance screens, loaded on demand: they carry the contract's zod schemas and the photo
 * pipeline, which the portal's first load (the sign-in) must not fetch (175 KB budget).
 */
import { lazyScreens } from './lazyScreens';

const lazyScreen = lazyScreens(
  () => import('@/features/maintenance/portal'),
  (t) => t.loadingMaintenance,
);

export const TenantRequests = lazyScreen((m) => m.TenantRequests);
export const OwnerRequests = lazyScreen((m) => m.OwnerRequests);
export const NewRequest = lazyScreen((m) => m.NewRequest);
export const RequestScreen = lazyScreen((m) => m.RequestScreen);
