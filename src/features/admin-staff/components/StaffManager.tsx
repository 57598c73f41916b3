import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { setPasswordUrl } from '@/lib/authLinks';
import { staffQuery } from '@/lib/staff';
import { useInviteStaff, useRevokeStaff } from '../api/staff';
import { StaffPanel } from './StaffPanel';

/** /admin/staff: the staff list from manage-staff, invites and revokes through it. */
export function StaffManager({ currentUserId }: { currentUserId: string }) {
  const staff = useQuery(staffQuery());
  const invite = useInviteStaff();
  const revoke = useRevokeStaff();

  if (staff.isPending) {
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        Loading staff…
      </p>
    );
  }
  if (staff.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p role="alert">{staff.error.message}</p>
        <Button variant="outline" className="min-h-11" onClick={() => void staff.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <StaffPanel
      staff={staff.data}
      currentUserId={currentUserId}
      onInvite={async (email) => {
        const redirectTo = setPasswordUrl(window.location.origin, paths.admin);
        return (await invite.mutateAsync({ email, redirectTo })).message;
      }}
      onRevoke={async (member) => (await revoke.mutateAsync(member.userId)).message}
    />
  );
}
