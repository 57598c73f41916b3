import { MailPlus, Pencil, Plus, RotateCw, Trash2, UserMinus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  type AccessState,
  accessStateLabels,
  accessStates,
  type PersonInput,
  type PortalPerson,
} from '@contract/portal-access.ts';
import { type PortalRole, portalRoleLabels, portalRoles } from '@contract/portal.ts';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { touchTargets } from '@/components/layout/AdminShell';
import { formatInstant } from '@contract/date-format.ts';
import type { AccessVerb } from '../../api/people';
import { PersonDialog } from './PersonDialog';

export const PEOPLE_MESSAGES = {
  empty: 'No one yet. Add the owners and tenants you manage for, then invite them to the portal.',
  noMatch: 'No one matches the search and filters.',
  deleteBlocked: 'Only a person with no homes, no leases and no open portal access can be deleted.',
  confirmRevoke: 'Their portal closes on their next click. The history of their access stays.',
  confirmWithdraw:
    'The invitation is withdrawn and the link we mailed stops working. You can invite them again later.',
  confirmDelete: 'Their contact details and portal access history are removed for good.',
} as const;

const stateBadge: Record<AccessState, 'outline' | 'secondary' | 'highlight' | 'destructive'> = {
  none: 'outline',
  invited: 'highlight',
  active: 'secondary',
  revoked: 'destructive',
};

export interface PeoplePanelProps {
  people: PortalPerson[];
  onSave: (id: string | null, input: PersonInput) => Promise<void>;
  onDelete: (person: PortalPerson) => Promise<void>;
  /** Resolves to the function's message (shown as the outcome). */
  onAccess: (verb: AccessVerb, person: PortalPerson, role: PortalRole) => Promise<string>;
}

type Confirming =
  | { kind: 'revoke'; person: PortalPerson; role: PortalRole }
  | { kind: 'delete'; person: PortalPerson };

const hasOpenAccess = (p: PortalPerson) =>
  portalRoles.some((r) => ['invited', 'active'].includes(p.access[r].state));

function accessDates(a: PortalPerson['access'][PortalRole]): string {
  const when = (iso: string | null) => (iso ? formatInstant(iso) : '');
  switch (a.state) {
    case 'invited':
      return `Invited ${when(a.invitedAt)}`;
    case 'active':
      return `Since ${when(a.grantedAt)}`;
    case 'revoked':
      return `Revoked ${when(a.revokedAt)}${a.revokedByEmail ? ` by ${a.revokedByEmail}` : ''}`;
    default:
      return '';
  }
}

function matches(p: PortalPerson, search: string, role: string, state: string): boolean {
  const text = search.trim().toLowerCase();
  if (text && ![p.fullName, p.email, p.phone ?? ''].some((v) => v.toLowerCase().includes(text))) {
    return false;
  }
  const roles = role ? [role as PortalRole] : portalRoles;
  if (state) return roles.some((r) => p.access[r].state === state);
  if (role === 'owner') return p.access.owner.state !== 'none' || p.homes > 0;
  if (role === 'tenant') return p.access.tenant.state !== 'none' || p.leases > 0;
  return true;
}

/** /admin/people: the people, their portal access per role, and the actions on it. */
export function PeoplePanel({ people, onSave, onDelete, onAccess }: PeoplePanelProps) {
  const deleteNoteId = useId();
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [state, setState] = useState('');
  const [editing, setEditing] = useState<PortalPerson | 'new' | null>(null);
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const shown = useMemo(
    () => people.filter((p) => matches(p, search, role, state)),
    [people, search, role, state],
  );

  async function run(key: string, action: () => Promise<string>) {
    setBusy(key);
    setNotice(null);
    try {
      setNotice({ ok: true, text: await action() });
    } catch (error) {
      setNotice({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  }

  const confirm = async () => {
    const c = confirming;
    if (!c) return;
    if (c.kind === 'revoke') {
      await run(`${c.person.id}:${c.role}`, () => onAccess('revoke', c.person, c.role));
    } else {
      await run(`${c.person.id}:delete`, async () => {
        await onDelete(c.person);
        return `${c.person.fullName} was deleted.`;
      });
    }
    setConfirming(null);
  };

  const confirmingPending =
    confirming?.kind === 'revoke' && confirming.person.access[confirming.role].state === 'invited';

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-end">
        <FormField label="Search" className="sm:flex-1">
          <Input
            type="search"
            value={search}
            placeholder="Name, email or phone"
            onChange={(e) => setSearch(e.target.value)}
          />
        </FormField>
        <FormField label="Role">
          <Select
            value={role}
            onChange={(e) => setRole(e.target.value)}
            options={[
              { value: '', label: 'Owners and tenants' },
              ...portalRoles.map((r) => ({ value: r, label: `${portalRoleLabels[r]}s` })),
            ]}
          />
        </FormField>
        <FormField label="Portal access">
          <Select
            value={state}
            onChange={(e) => setState(e.target.value)}
            options={[
              { value: '', label: 'Any' },
              ...accessStates.map((s) => ({ value: s, label: accessStateLabels[s] })),
            ]}
          />
        </FormField>
        <Button className="min-h-11" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          Add a person
        </Button>
      </div>

      <section aria-labelledby="people-heading" className="flex flex-col gap-3">
        <h2 id="people-heading" className="text-lg font-semibold">
          People (
          {shown.length === people.length ? people.length : `${shown.length} of ${people.length}`})
        </h2>
        <p
          role={notice?.ok === false ? 'alert' : 'status'}
          className={notice?.ok === false ? 'text-sm text-destructive' : 'text-sm'}
        >
          {notice?.text}
        </p>
        {people.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{PEOPLE_MESSAGES.empty}</p>
        ) : shown.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">{PEOPLE_MESSAGES.noMatch}</p>
        ) : null}
        <ul className="flex flex-col gap-3">
          {shown.map((p) => {
            const deletable = p.homes === 0 && p.leases === 0 && !hasOpenAccess(p);
            return (
              <li
                key={p.id}
                aria-label={p.fullName}
                className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <p className="font-medium break-words">{p.fullName}</p>
                  <p className="text-sm break-all text-muted-foreground">
                    {p.email}
                    {p.phone ? ` · ${p.phone}` : ''}
                  </p>
                  <p className="text-sm text-muted-foreground">
                    Owns {p.homes} {p.homes === 1 ? 'home' : 'homes'} · on {p.leases}{' '}
                    {p.leases === 1 ? 'lease' : 'leases'}
                  </p>
                </div>
                {portalRoles.map((r) => {
                  const a = p.access[r];
                  const key = `${p.id}:${r}`;
                  const word = portalRoleLabels[r].toLowerCase();
                  return (
                    <div
                      key={r}
                      className="flex flex-col gap-2 border-t border-border pt-3 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <p className="flex flex-wrap items-center gap-2 text-sm">
                        <span className="font-medium">{portalRoleLabels[r]}</span>
                        <Badge variant={stateBadge[a.state]}>{accessStateLabels[a.state]}</Badge>
                        <span className="text-muted-foreground">{accessDates(a)}</span>
                      </p>
                      <div className="flex flex-wrap gap-2">
                        {a.state === 'none' || a.state === 'revoked' ? (
                          <Button
                            variant="outline"
                            className="min-h-11"
                            disabled={busy !== null}
                            aria-label={`Invite ${p.fullName} as ${word}`}
                            onClick={() => void run(key, () => onAccess('invite', p, r))}
                          >
                            <MailPlus aria-hidden="true" />
                            {busy === key ? 'Sending…' : `Invite as ${word}`}
                          </Button>
                        ) : null}
                        {a.state === 'invited' ? (
                          <Button
                            variant="outline"
                            className="min-h-11"
                            disabled={busy !== null}
                            aria-label={`Resend the ${word} invitation to ${p.fullName}`}
                            onClick={() => void run(key, () => onAccess('resend', p, r))}
                          >
                            <RotateCw aria-hidden="true" />
                            {busy === key ? 'Sending…' : 'Resend'}
                          </Button>
                        ) : null}
                        {a.state === 'invited' || a.state === 'active' ? (
                          <Button
                            variant="outline"
                            className="min-h-11 text-destructive hover:text-destructive"
                            disabled={busy !== null}
                            aria-label={`Revoke ${word} access for ${p.fullName}`}
                            onClick={() => setConfirming({ kind: 'revoke', person: p, role: r })}
                          >
                            <UserMinus aria-hidden="true" />
                            Revoke access
                          </Button>
                        ) : null}
                      </div>
                    </div>
                  );
                })}
                <div className="flex flex-wrap gap-2 border-t border-border pt-3">
                  <Button
                    variant="ghost"
                    className="min-h-11"
                    aria-label={`Edit ${p.fullName}`}
                    onClick={() => setEditing(p)}
                  >
                    <Pencil aria-hidden="true" />
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    className="min-h-11 text-destructive hover:text-destructive"
                    aria-label={`Delete ${p.fullName}`}
                    disabled={!deletable || busy !== null}
                    aria-describedby={deletable ? undefined : deleteNoteId}
                    onClick={() => setConfirming({ kind: 'delete', person: p })}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <p id={deleteNoteId} className="text-sm text-muted-foreground">
          {PEOPLE_MESSAGES.deleteBlocked}
        </p>
      </section>

      <PersonDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        initial={
          editing && editing !== 'new'
            ? {
                fullName: editing.fullName,
                email: editing.email,
                phone: editing.phone ?? '',
                emailLocked: editing.hasAccount || hasOpenAccess(editing),
              }
            : null
        }
        onSave={async (input) => {
          const id = editing && editing !== 'new' ? editing.id : null;
          await onSave(id, input);
          setEditing(null);
          setNotice({
            ok: true,
            text: id ? `${input.fullName} was saved.` : `${input.fullName} was added.`,
          });
        }}
      />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={
          confirming?.kind === 'delete'
            ? `Delete ${confirming.person.fullName}?`
            : confirming
              ? `${confirmingPending ? 'Withdraw the invitation' : `Revoke ${portalRoleLabels[confirming.role].toLowerCase()} access`} for ${confirming.person.fullName}?`
              : ''
        }
        description={
          confirming?.kind === 'delete'
            ? PEOPLE_MESSAGES.confirmDelete
            : confirmingPending
              ? PEOPLE_MESSAGES.confirmWithdraw
              : PEOPLE_MESSAGES.confirmRevoke
        }
        confirmLabel={confirming?.kind === 'delete' ? 'Delete' : 'Revoke access'}
        className={touchTargets}
        destructive
        pending={busy !== null}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}
