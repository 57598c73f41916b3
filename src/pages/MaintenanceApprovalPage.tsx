/** /maintenance/approval#t=…: an owner approves or declines a repair from its mail (noindex). */
import { paths } from '@/config/paths';
import { ApprovalPanel } from '@/features/maintenance-links/components/ApprovalPanel';
import { linkCopy } from '@/features/maintenance-links/linkPages';
import { Seo } from '@/lib/seo';

export default function MaintenanceApprovalPage() {
  return (
    <>
      <Seo
        title={linkCopy.approval.seoTitle}
        description="An owner's answer to a repair above their approval limit."
        path={paths.maintenanceApproval}
        noindex
      />
      <section className="mx-auto flex max-w-2xl flex-col px-4 py-10 sm:py-16">
        <ApprovalPanel />
      </section>
    </>
  );
}
