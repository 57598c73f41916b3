/** The maintenance screens, one lazy chunk (see ../MaintenanceLazy.tsx). */
export { NewRequest } from './NewRequest';
export { OwnerRequests, TenantRequests } from './RequestLists';
export { RequestScreen } from './RequestScreen';
