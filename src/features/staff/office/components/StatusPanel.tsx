/** The office's status at a glance: one line per check (stuck mail, missed scheduled jobs). */
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, CircleHelp } from 'lucide-react';
import { useId } from 'react';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { statusQuery } from '../../api/status';
import { statusLevel, statusText, type StatusLevel } from '../../status';

const icons: Record<StatusLevel, typeof CheckCircle2> = {
  ok: CheckCircle2,
  problem: AlertTriangle,
  unknown: CircleHelp,
};
const levelWords: Record<StatusLevel, string> = {
  ok: 'OK',
  problem: 'Needs attention',
  unknown: 'Not checked',
};

export function StatusPanel() {
  const status = useQuery(statusQuery());
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-semibold">
        Office status
      </h2>
      {status.isPending ? (
        <Loading>Loading the office status…</Loading>
      ) : status.isError ? (
        <LoadFailed onRetry={() => void status.refetch()}>
          Failed to load the office status
        </LoadFailed>
      ) : (
        <ul className="flex flex-col gap-2">
          {status.data.map((row) => {
            const level = statusLevel(row);
            const Icon = icons[level];
            const { label, text } = statusText(row);
            return (
              <li
                key={row.check_name}
                className="flex items-start gap-2 rounded-lg border border-border bg-card p-3 text-sm"
              >
                <Icon
                  aria-hidden="true"
                  className={`mt-0.5 size-4 shrink-0 ${level === 'problem' ? 'text-destructive' : 'text-muted-foreground'}`}
                />
                <p className="min-w-0 break-words">
                  <span className="font-medium">{label}</span>
                  {/* The space lives inside the hidden part, so the eye reads "Mail: …". */}
                  <span className="sr-only"> ({levelWords[level]})</span>: {text}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
