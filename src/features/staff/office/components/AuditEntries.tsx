/**
 * A list of audit trail entries, newest first: what was done to which record, when, by whom and
 * from where, and each changed column (personal fields masked by the database).
 */
import { formatInstant } from '@contract/date-format.ts';
import {
  auditActionLabels,
  auditActor,
  auditChanges,
  auditSource,
  auditTableLabels,
} from '../../audit';
import type { AuditEntry } from '../../api/audit';

export function AuditEntries({
  entries,
  staffEmails,
  showRecord = true,
}: {
  entries: readonly AuditEntry[];
  staffEmails: ReadonlyMap<string, string>;
  /** The office's search names each record; a record's own history need not. */
  showRecord?: boolean;
}) {
  return (
    <ol className="flex flex-col gap-3">
      {entries.map((entry) => {
        const changes = auditChanges(entry);
        const source = auditSource(entry.source);
        return (
          <li key={entry.id} className="rounded-lg border border-border bg-card p-3 text-sm">
            <p className="font-medium">
              {auditActionLabels[entry.action]} {auditTableLabels[entry.table_name].toLowerCase()}
              {showRecord ? (
                <span className="break-all font-normal text-muted-foreground">
                  {' '}
                  {entry.record_id}
                </span>
              ) : null}
            </p>
            <p className="text-muted-foreground">
              <time dateTime={entry.at}>{formatInstant(entry.at)}</time>
              {' · '}
              {auditActor(entry, staffEmails)}
              {source ? <span className="break-all"> · {source}</span> : null}
            </p>
            {changes.length > 0 ? (
              <dl className="mt-2 grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-1">
                {changes.map((change) => (
                  <div key={change.column} className="contents">
                    <dt className="text-muted-foreground">{change.column}</dt>
                    <dd className="break-words">
                      {change.before !== null && change.after !== null ? (
                        <>
                          {change.before} <span aria-hidden="true">→</span>
                          <span className="sr-only"> to</span> {change.after}
                        </>
                      ) : (
                        (change.after ?? change.before)
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
