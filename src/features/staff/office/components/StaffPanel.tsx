import { formatInstant } from '@contract/date-format.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send, UserMinus, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { recoverySchema, type StaffMember } from '@contract/account-schemas.ts';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { touchTargets } from '@/components/layout/AdminShell';

export const STAFF_MESSAGES = {
  lastAdmin:
    'You are the only admin, so you cannot remove your own access. Invite another admin first.',
  revokeFailed: 'Could not remove access',
  resendFailed: 'Could not send the invitation again',
  confirmRevoke: 'They can no longer manage listings, leads or staff. Their account stays.',
  confirmRevokeSelf:
    'You will lose access to the admin area at once. Another admin can invite you again.',
} as const;

export interface StaffPanelProps {
  staff: StaffMember[];
  currentUserId: string;
  onInvite: (email: string) => Promise<string>;
  onRevoke: (member: StaffMember) => Promise<string>;
}

function InviteForm({ onInvite }: { onInvite: StaffPanelProps['onInvite'] }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({
    resolver: zodResolver(recoverySchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      setOutcome({ ok: true, text: await onInvite(email) });
      reset();
    } catch (error) {
      setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) });
    }
  });
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="invite-heading"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
    >
      <h2 id="invite-heading" className="text-lg font-semibold">
        Invite an admin
      </h2>
      <p className="text-sm text-muted-foreground">
        We email them a link to choose a password. They can then manage listings, leads and staff.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField label="Email" required error={errors.email?.message} className="sm:flex-1">
          <Input type="email" autoComplete="off" required {...register('email')} />
        </FormField>
        <Button type="submit" disabled={isSubmitting} className="min-h-11 sm:mt-7">
          <UserPlus aria-hidden="true" />
          {isSubmitting ? 'Sending…' : 'Send invite'}
        </Button>
      </div>
      <p
        role={outcome?.ok === false ? 'alert' : 'status'}
        className={outcome?.ok === false ? 'text-sm text-destructive' : 'text-sm'}
      >
        {outcome?.text}
      </p>
    </form>
  );
}

/** The admins, an invite form and revoking; the only admin cannot remove themselves. */
export function StaffPanel({ staff, currentUserId, onInvite, onRevoke }: StaffPanelProps) {
  const noteId = useId();
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const onlyAdmin = staff.length <= 1;

  // Auth re-invites a still-unaccepted account: a new link (24 hours), the old one stops working.
  const resend = async (email: string) => {
    setResending(email);
    try {
      setNotice({ ok: true, text: await onInvite(email) });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      setNotice({ ok: false, text: `${STAFF_MESSAGES.resendFailed}: ${text}` });
    } finally {
      setResending(null);
    }
  };

  const confirm = async () => {
    if (!revoking) return;
    setPending(true);
    try {
      setNotice({ ok: true, text: await onRevoke(revoking) });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      setNotice({ ok: false, text: `${STAFF_MESSAGES.revokeFailed}: ${text}` });
    } finally {
      setPending(false);
      setRevoking(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <InviteForm onInvite={onInvite} />
      <section aria-labelledby="staff-heading" className="flex flex-col gap-3">
        <h2 id="staff-heading" className="text-lg font-semibold">
          Admins ({staff.length})
        </h2>
        <p
          role={notice?.ok === false ? 'alert' : 'status'}
          className={notice?.ok === false ? 'text-sm text-destructive' : 'text-sm'}
        >
          {notice?.text}
        </p>
        <ul className="flex flex-col gap-3">
          {staff.map((member) => {
            const isYou = member.userId === currentUserId;
            const guarded = onlyAdmin && isYou;
            const name = member.email ?? 'Unknown account';
            return (
              <li
                key={member.userId}
                className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium break-all">
                    {name}
                    {isYou ? <Badge variant="outline">You</Badge> : null}
                    {member.pending ? <Badge variant="outline">Invitation pending</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Admin since {formatInstant(member.since, 'en', 'medium')}
                    {member.invitedByEmail ? ` · invited by ${member.invitedByEmail}` : ''}
                  </p>
                  {guarded ? (
                    <p id={noteId} className="text-sm text-muted-foreground">
                      {STAFF_MESSAGES.lastAdmin}
                    </p>
                  ) : null}
                </div>
                <div className="flex flex-col gap-2 sm:flex-row">
                  {member.pending && member.email ? (
                    <Button
                      variant="outline"
                      className="min-h-11"
                      disabled={resending !== null}
                      aria-label={`Resend the invitation to ${name}`}
                      onClick={() => void resend(member.email!)}
                    >
                      <Send aria-hidden="true" />
                      {resending === member.email ? 'Sending…' : 'Resend invitation'}
                    </Button>
                  ) : null}
                  <Button
                    variant="outline"
                    className="min-h-11 text-destructive hover:text-destructive"
                    disabled={guarded}
                    aria-describedby={guarded ? noteId : undefined}
                    aria-label={
                      isYou ? 'Remove my admin access' : `Remove admin access for ${name}`
                    }
                    onClick={() => setRevoking(member)}
                  >
                    <UserMinus aria-hidden="true" />
                    Remove access
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={
          revoking?.userId === currentUserId
            ? 'Remove your own admin access?'
            : `Remove admin access for ${revoking?.email ?? 'this account'}?`
        }
        description={
          revoking?.userId === currentUserId
            ? STAFF_MESSAGES.confirmRevokeSelf
            : STAFF_MESSAGES.confirmRevoke
        }
        confirmLabel="Remove access"
        className={touchTargets}
        destructive
        pending={pending}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
