import { ownerPortalPage } from '@/content/owner-portal';
import { OwnerPortalView } from '@/features/owner-portal/OwnerPortalView';
import { LazyOwnerPortalNotifyForm } from '@/features/leads/LazyForms';

export default function OwnerPortalPage() {
  return <OwnerPortalView content={ownerPortalPage} notifyForm={<LazyOwnerPortalNotifyForm />} />;
}
