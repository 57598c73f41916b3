/** The money screens, one lazy chunk (see ../MoneyLazy.tsx). */
export { OwnerMoney } from './OwnerMoney';
export { TenantMoney } from './TenantMoney';
