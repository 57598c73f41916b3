import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { AdminShell } from '@/components/layout/AdminShell';
import { PropertyManager } from '@/features/listings/office/components/PropertyManager';
import { AdminGuard } from '@/features/auth/AdminGuard';
import { RecordHistory } from '@/features/staff/office/components/RecordHistory';
import { Seo } from '@/lib/seo';

export default function AdminPropertiesPage() {
  return (
    <>
      <Seo
        title={`Property Management | ${company.shortName}`}
        description="Manage the listings shown on the public properties page."
        path={paths.adminProperties}
        noindex
      />
      <AdminGuard>
        <AdminShell
          title="Property Management"
          description="Add, edit and remove listings. Only active listings are public."
        >
          <PropertyManager
            history={(listingId) => (
              <RecordHistory
                subject={{ kind: 'record', table: 'properties', recordId: listingId }}
                title="History of this listing"
              />
            )}
          />
        </AdminShell>
      </AdminGuard>
    </>
  );
}
