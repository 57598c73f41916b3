import { useQuery } from '@tanstack/react-query';
import { Download, RefreshCw } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import type { Lead } from '@/lib/database.types';
import { LEADS_LIMIT } from './api';
import { downloadCsv } from './csv';
import { filterLeads, leadColumns, leadListingHref, leadsCsv } from './leads';
import { adminQueries } from './queries';

const column = (id: string) => leadColumns.find((c) => c.id === id)!;
const show = (id: string, lead: Lead) => column(id).value(lead);

/** Columns shown as label/value pairs in each lead's details. */
const DETAIL_IDS = [
  'address',
  'propertyType',
  'units',
  'manager',
  'contact',
  'bestTime',
  'requested',
];

/** Mail and call links: flex items (not inline text), so 44 px tall for a thumb on a phone. */
const contactLink = 'inline-flex min-h-11 items-center underline underline-offset-2 sm:min-h-0';

function LeadCard({ lead }: { lead: Lead }) {
  const listingHref = leadListingHref(lead);
  const notification = show('notification', lead);
  const details = DETAIL_IDS.map((id) => [column(id).header, show(id, lead)] as const).filter(
    ([, value]) => value !== '',
  );
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 className="text-lg leading-tight font-semibold">{lead.full_name}</h2>
          <p className="text-sm text-muted-foreground">
            <time dateTime={lead.created_at}>{show('received', lead)}</time> ·{' '}
            {show('source', lead)}
          </p>
        </div>
        <Badge
          variant={lead.notification_status === 'failed' ? 'destructive' : 'outline'}
          title="Email notification to the office"
        >
          Email: {notification}
        </Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a className={contactLink} href={`mailto:${lead.email}`}>
          {lead.email}
        </a>
        {lead.phone ? (
          <a className={contactLink} href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>
            {lead.phone}
          </a>
        ) : null}
      </p>
      {lead.property_title ? (
        <p className="text-sm">
          <span className="font-medium">Listing: </span>
          {listingHref ? (
            <Link to={listingHref} className="underline underline-offset-2">
              {lead.property_title}
            </Link>
          ) : (
            lead.property_title
          )}
        </p>
      ) : null}
      {lead.biggest_frustration ? (
        <p className="rounded-md bg-muted/60 p-3 text-sm whitespace-pre-line">
          {lead.biggest_frustration}
        </p>
      ) : null}
      {details.length > 0 ? (
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {details.map(([label, value]) => (
            <div key={label} className="flex flex-col">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

function csvFilename(): string {
  return `leads-${new Date().toISOString().slice(0, 10)}.csv`;
}

/** Every lead, newest first, with a text filter and a CSV of what is shown. */
export function LeadsInbox() {
  const leads = useQuery(adminQueries.leads());
  const [query, setQuery] = useState('');
  const id = useId();

  useEffect(() => {
    if (leads.isError) toast.error('Failed to load leads');
  }, [leads.isError, leads.errorUpdatedAt]);

  const all = useMemo(() => leads.data ?? [], [leads.data]);
  const shown = useMemo(() => filterLeads(all, query), [all, query]);

  let body;
  if (leads.isPending) {
    body = (
      <p role="status" className="py-12 text-center text-muted-foreground">
        Loading leads…
      </p>
    );
  } else if (leads.isError) {
    body = (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p className="text-muted-foreground">Failed to load leads.</p>
        <Button variant="outline" onClick={() => void leads.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (all.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border py-16 text-center">
        <h2 className="text-lg font-semibold">No leads yet</h2>
        <p className="text-muted-foreground">Requests from the site's forms appear here.</p>
      </div>
    );
  } else if (shown.length === 0) {
    body = <p className="py-12 text-center text-muted-foreground">No leads match “{query}”.</p>;
  } else {
    body = (
      <ul aria-label="Leads, newest first" className="flex flex-col gap-3">
        {shown.map((lead) => (
          <LeadCard key={lead.id} lead={lead} />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-filter`}>Filter leads</Label>
          <Input
            id={`${id}-filter`}
            type="search"
            placeholder="Name, email, city, form…"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="sm:w-80"
          />
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() => void leads.refetch()}
            disabled={leads.isFetching}
          >
            <RefreshCw aria-hidden="true" />
            Refresh
          </Button>
          <Button
            onClick={() => downloadCsv(csvFilename(), leadsCsv(shown))}
            disabled={shown.length === 0}
          >
            <Download aria-hidden="true" />
            Export CSV
          </Button>
        </div>
      </div>
      {leads.isSuccess && all.length > 0 ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {all.length} leads
          {all.length >= LEADS_LIMIT ? ` (the newest ${LEADS_LIMIT})` : ''}. The CSV contains the
          leads shown.
        </p>
      ) : null}
      {body}
    </div>
  );
}
