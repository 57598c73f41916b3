import { useQuery } from '@tanstack/react-query';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { paths } from '@/config/paths';
import { setPasswordUrl } from '@/lib/authLinks';
import { staffQuery } from '@/lib/staff';
import { useInviteStaff, useRevokeStaff } from '../../api/staff';
import { StaffPanel } from './StaffPanel';

/** /admin/staff: the staff list from manage-staff, invites and revokes through it. */
export function StaffManager({ currentUserId }: { currentUserId: string }) {
  const staff = useQuery(staffQuery());
  const invite = useInviteStaff();
  const revoke = useRevokeStaff();

  if (staff.isPending) {
    return <Loading>Loading staff…</Loading>;
  }
  if (staff.isError) {
    return (
      <LoadFailed alert onRetry={() => void staff.refetch()}>
        {staff.error.message}
      </LoadFailed>
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
