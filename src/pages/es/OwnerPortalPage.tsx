import { ownerPortalPage } from '@/content/es/owner-portal';
import { OwnerPortalView } from '@/features/owner-portal/OwnerPortalView';
import { LazyOwnerPortalNotifyForm } from '@/features/leads/LazyForms';

export default function OwnerPortalPage() {
  return <OwnerPortalView content={ownerPortalPage} notifyForm={<LazyOwnerPortalNotifyForm />} />;
}
