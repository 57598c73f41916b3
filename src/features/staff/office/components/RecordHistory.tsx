/**
 * A record's history from the audit trail, on its office screen (a home, a listing): folded
 * until staff open it, so the screen reads nothing more until asked.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { History } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { auditQueries, useStaffEmails, type AuditSubject } from '../../api/audit';
import { AuditEntries } from './AuditEntries';

/** Entries per page of a record's history. */
const HISTORY_PAGE = 20;

export function RecordHistory({ subject, title }: { subject: AuditSubject; title: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {title}
        </h2>
        <Button
          variant="outline"
          className="min-h-11"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <History aria-hidden="true" className="size-4" />
          {open ? 'Hide history' : 'Show history'}
        </Button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? <HistoryList subject={subject} /> : null}
      </div>
    </section>
  );
}

function HistoryList({ subject }: { subject: AuditSubject }) {
  const staffEmails = useStaffEmails();
  const history = useInfiniteQuery(auditQueries.pages({ subject }, HISTORY_PAGE));
  if (history.isPending) return <Loading>Loading history…</Loading>;
  if (history.isError) {
    return (
      <LoadFailed onRetry={() => void history.refetch()}>Failed to load the history</LoadFailed>
    );
  }
  const entries = history.data.pages.flat();
  if (entries.length === 0)
    return <p className="text-muted-foreground">No changes recorded yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <AuditEntries
        entries={entries}
        staffEmails={staffEmails}
        showRecord={subject.kind === 'home'}
      />
      {history.hasNextPage ? (
        <Button
          variant="outline"
          className="min-h-11 self-start"
          disabled={history.isFetchingNextPage}
          onClick={() => void history.fetchNextPage()}
        >
          {history.isFetchingNextPage ? 'Loading…' : 'Show older changes'}
        </Button>
      ) : null}
    </div>
  );
}
