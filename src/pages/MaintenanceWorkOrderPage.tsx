/** /maintenance/work-order#t=…: a vendor's work order from its mail, no account (noindex). */
import { paths } from '@/config/paths';
import { linkCopy } from '@/features/maintenance-links/linkPages';
import { WorkOrderPanel } from '@/features/maintenance-links/components/WorkOrderPanel';
import { Seo } from '@/lib/seo';

export default function MaintenanceWorkOrderPage() {
  return (
    <>
      <Seo
        title={linkCopy.vendor.seoTitle}
        description="A vendor's work order: the visit, the access and the job done."
        path={paths.maintenanceWorkOrder}
        noindex
      />
      <section className="mx-auto flex max-w-2xl flex-col px-4 py-10 sm:py-16">
        <WorkOrderPanel />
      </section>
    </>
  );
}
