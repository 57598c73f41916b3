import { ownerPortalPage } from '@/content/es/owner-portal';
import { OwnerPortalView } from '@/features/marketing/owner-portal/OwnerPortalView';
import { LazyOwnerPortalNotifyForm } from '@/features/leads/public/LazyForms';

export default function OwnerPortalPage() {
  return <OwnerPortalView content={ownerPortalPage} notifyForm={<LazyOwnerPortalNotifyForm />} />;
}
