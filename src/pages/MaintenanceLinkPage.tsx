/**
 * /maintenance/work-order#t=… (a vendor's work order) and /maintenance/approval#t=… (an owner's
 * answer to a repair above their limit): the pages the maintenance mails' links open, no account,
 * noindex. One module for both, so the route table every page downloads names one chunk.
 */
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ApprovalPanel } from '@/features/maintenance/links/components/ApprovalPanel';
import { WorkOrderPanel } from '@/features/maintenance/links/components/WorkOrderPanel';
import { linkCopy } from '@/features/maintenance/links/linkPages';
import { Seo } from '@/lib/seo';

export default function MaintenanceLinkPage() {
  const approval = useLocation().pathname === paths.maintenanceApproval;
  return (
    <>
      <Seo
        title={approval ? linkCopy.approval.seoTitle : linkCopy.vendor.seoTitle}
        description={
          approval
            ? "An owner's answer to a repair above their approval limit."
            : "A vendor's work order: the visit, the access and the job done."
        }
        path={approval ? paths.maintenanceApproval : paths.maintenanceWorkOrder}
        noindex
        noReferrer
      />
      <section className="mx-auto flex max-w-2xl flex-col px-4 py-10 sm:py-16">
        {approval ? <ApprovalPanel /> : <WorkOrderPanel />}
      </section>
    </>
  );
}
