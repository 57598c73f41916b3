/**
 * The office's audit trail: every recorded change to listings, homes, leases, people and access,
 * documents, vendors and booking settings, newest first, filtered by who made it and between
 * which office dates.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { addDays, officeDate } from '@contract/date-format.ts';
import { officeInstant } from '@contract/maintenance.ts';
import { touchTargets } from '@/components/layout/AdminShell';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { EmptyList, LoadFailed, Loading } from '@/components/ui/LoadState';
import { Select } from '@/components/ui/Select';
import { staffQuery } from '@/lib/staff';
import { auditQueries, type AuditFilter } from '../../api/audit';
import { AuditEntries } from './AuditEntries';

export interface AuditSearch {
  actorId: string;
  /** Office dates, YYYY-MM-DD, inclusive; empty for no bound. */
  from: string;
  to: string;
}

/** A search as the trail's filter: the office days' instants (Pacific, DST-safe). */
export function auditFilter(search: AuditSearch): Omit<AuditFilter, 'before'> {
  return {
    subject: { kind: 'all' },
    ...(search.actorId ? { actorId: search.actorId } : {}),
    ...(search.from ? { fromIso: officeInstant(search.from, '00:00').toISOString() } : {}),
    ...(search.to ? { toIso: officeInstant(addDays(search.to, 1), '00:00').toISOString() } : {}),
  };
}

export function AuditScreen() {
  const staff = useQuery(staffQuery());
  const [search, setSearch] = useState<AuditSearch>({ actorId: '', from: '', to: '' });
  const [draft, setDraft] = useState<AuditSearch>(search);
  const trail = useInfiniteQuery(auditQueries.pages(auditFilter(search)));
  const staffEmails = new Map(
    (staff.data ?? []).flatMap((m) => (m.email ? [[m.userId, m.email] as [string, string]] : [])),
  );
  const today = officeDate();
  const badRange = Boolean(draft.from && draft.to && draft.from > draft.to);

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!badRange) setSearch(draft);
  }

  return (
    <div className={`flex flex-col gap-6 ${touchTargets}`}>
      <form
        noValidate
        onSubmit={apply}
        aria-label="Filter the audit trail"
        className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-[repeat(3,minmax(0,1fr))_auto] sm:items-end"
      >
        <FormField label="Person">
          <Select
            value={draft.actorId}
            onChange={(e) => setDraft({ ...draft, actorId: e.target.value })}
            placeholder="Everyone"
            options={(staff.data ?? []).map((m) => ({
              value: m.userId,
              label: m.email ?? m.userId,
            }))}
          />
        </FormField>
        <FormField label="From">
          <Input
            type="date"
            max={today}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </FormField>
        <FormField
          label="To"
          error={badRange ? 'The end date is before the start date.' : undefined}
        >
          <Input
            type="date"
            max={today}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </FormField>
        <Button type="submit" className="min-h-10">
          Show changes
        </Button>
      </form>

      {trail.isPending ? (
        <Loading>Loading the audit trail…</Loading>
      ) : trail.isError ? (
        <LoadFailed onRetry={() => void trail.refetch()}>Failed to load the audit trail</LoadFailed>
      ) : trail.data.pages[0]?.length === 0 ? (
        <EmptyList title="No changes found">
          Nothing was recorded for this person and these dates.
        </EmptyList>
      ) : (
        <section aria-label="Changes" className="flex flex-col gap-3">
          <AuditEntries entries={trail.data.pages.flat()} staffEmails={staffEmails} />
          {trail.hasNextPage ? (
            <Button
              variant="outline"
              className="min-h-11 self-start"
              disabled={trail.isFetchingNextPage}
              onClick={() => void trail.fetchNextPage()}
            >
              {trail.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
            </Button>
          ) : null}
        </section>
      )}
    </div>
  );
}
