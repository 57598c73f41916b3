import { useQuery } from '@tanstack/react-query';
import { Download, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { Badge } from '@/components/ui/Badge';
import { EmptyList, LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { Select } from '@/components/ui/Select';
import { leadSources, type Lead } from '@/lib/database.types';
import { touchTargets } from '@/components/layout/AdminShell';
import { downloadCsv } from '../../csv';
import { LeadDetail } from './LeadDetail';
import {
  activeFilterCount,
  applyLeadFilters,
  formatStatus,
  leadColumns,
  leadListingHref,
  leadSourceLabels,
  leadsCsv,
  groupByPerson,
  parseLeadFilters,
  statusFilterLabels,
  withLeadFilters,
  type InboxLead,
  type LeadFilters,
} from '../../leads';
import { staffQuery } from '@/lib/staff';
import { leadQueries, useAddLeadNote, useUpdateLead } from '../../api/queries';

const column = (id: string) => leadColumns.find((c) => c.id === id)!;
const show = (id: string, lead: Lead) => column(id).value(lead);

/** Columns shown as label/value pairs in each lead's details. */
const DETAIL_IDS = [
  'booking',
  'address',
  'propertyType',
  'units',
  'plan',
  'manager',
  'contact',
  'bestTime',
  'requested',
];

/** Mail and call links: flex items (not inline text), so 44 px tall for a thumb on a phone. */
const contactLink = 'inline-flex min-h-11 items-center underline underline-offset-2 sm:min-h-0';

interface LeadCardProps {
  lead: Lead;
  /** The same person's other leads (90 days), shown on this card rather than as duplicates. */
  others: Lead[];
  onOpen: (lead: Lead, opener: HTMLElement) => void;
}

function LeadCard({ lead, others, onOpen }: LeadCardProps) {
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
        <div className="flex flex-wrap gap-2">
          <Badge variant={lead.status === 'new' && !lead.archived_at ? 'default' : 'secondary'}>
            {formatStatus(lead)}
          </Badge>
          <Badge
            variant={lead.notification_status === 'failed' ? 'destructive' : 'outline'}
            title="Email notification to the office"
          >
            Email: {notification}
          </Badge>
        </div>
      </div>
      {lead.follow_up_on ? <p className="text-sm">Follow up on {show('followUp', lead)}</p> : null}
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
      <Button
        variant="outline"
        className="min-h-11 self-start"
        aria-label={`Open lead from ${lead.full_name}`}
        onClick={(e) => onOpen(lead, e.currentTarget)}
      >
        Open lead
      </Button>
      {others.length > 0 ? (
        <section
          aria-label={`Same person: ${others.length} other ${others.length === 1 ? 'lead' : 'leads'} (90 days)`}
          className="flex flex-col gap-2 border-t border-border pt-3 text-sm"
        >
          <h3 className="font-medium">
            Same person: {others.length} other {others.length === 1 ? 'lead' : 'leads'} (90 days)
          </h3>
          <ul className="flex flex-col gap-2">
            {others.map((other) => (
              <li key={other.id} className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <time dateTime={other.created_at}>{show('received', other)}</time> ·{' '}
                  {show('source', other)} · {formatStatus(other)}
                </span>
                <Button
                  variant="ghost"
                  className="min-h-11"
                  aria-label={`Open the ${show('source', other)} lead of ${show('received', other)}`}
                  onClick={(e) => onOpen(other, e.currentTarget)}
                >
                  Open
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </li>
  );
}

function csvFilename(): string {
  return `leads-${new Date().toISOString().slice(0, 10)}.csv`;
}

const statusFilterOptions = Object.entries(statusFilterLabels).map(([value, label]) => ({
  value,
  label,
}));
const sourceOptions = leadSources.map((s) => ({ value: s, label: leadSourceLabels[s] }));

/**
 * The text filter keeps what is typed in its own state: written to the URL on every key, it
 * would lose keys typed before the navigation lands. Back/Forward remount it (`searchKey`).
 */
function SearchBox({
  id,
  initial,
  onChange,
}: {
  id: string;
  initial: string;
  onChange: (q: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>Filter leads</Label>
      <Input
        id={id}
        type="search"
        placeholder="Name, email, city, note…"
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          onChange(e.target.value);
        }}
      />
    </div>
  );
}

function Filters({
  id: panelId,
  open,
  filters,
  searchKey,
  onChange,
}: {
  id: string;
  /** On a phone the panel is folded unless open; from the sm breakpoint it always shows. */
  open: boolean;
  filters: LeadFilters;
  searchKey: string;
  onChange: (next: LeadFilters, typing?: boolean) => void;
}) {
  const id = useId();
  return (
    <div
      id={panelId}
      role="group"
      aria-label="Filters"
      data-open={open}
      className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.5fr)] ${
        open ? '' : 'max-sm:hidden'
      }`}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <Select
          id={`${id}-status`}
          options={statusFilterOptions}
          value={filters.status}
          onChange={(e) =>
            onChange({ ...filters, status: e.target.value as LeadFilters['status'] })
          }
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-source`}>Source</Label>
        <Select
          id={`${id}-source`}
          placeholder="Every form"
          options={sourceOptions}
          value={filters.source}
          onChange={(e) =>
            onChange({ ...filters, source: e.target.value as LeadFilters['source'] })
          }
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-from`}>Received from</Label>
        <Input
          id={`${id}-from`}
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ ...filters, from: e.target.value })}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-to`}>Received until</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ ...filters, to: e.target.value })}
        />
      </div>
      <SearchBox
        key={searchKey}
        id={`${id}-filter`}
        initial={filters.q}
        onChange={(q) => onChange({ ...filters, q }, true)}
      />
    </div>
  );
}

/** The open lead's dialog: its workflow, with history and the same person loaded on open. */
function LeadDialog({
  lead,
  onClose,
  onOpenLead,
  focusOnClose,
}: {
  lead: InboxLead;
  onClose: () => void;
  onOpenLead: (id: string) => void;
  /** Where focus goes on close (the dialog has no Radix trigger to go back to). */
  focusOnClose: () => HTMLElement | null;
}) {
  const history = useQuery(leadQueries.leadHistory(lead.id));
  const bookingEvents = useQuery(leadQueries.bookingEvents(lead.id));
  const related = useQuery(leadQueries.relatedLeads(lead.id));
  const staff = useQuery(staffQuery());
  const update = useUpdateLead();
  const addNote = useAddLeadNote();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className={`max-w-2xl ${touchTargets}`}
        closeLabel="Close lead"
        onCloseAutoFocus={(event) => {
          const target = focusOnClose();
          if (!target?.isConnected) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{lead.full_name}</DialogTitle>
          <DialogDescription>
            {leadSourceLabels[lead.source]}, received {show('received', lead)} (Pacific) ·{' '}
            {lead.email}
            {lead.phone ? ` · ${lead.phone}` : ''}
          </DialogDescription>
        </DialogHeader>
        <LeadDetail
          lead={lead}
          history={history.data}
          bookingEvents={bookingEvents.data}
          related={related.data}
          staff={staff.data}
          onSave={async (patch) => {
            await update.mutateAsync({ id: lead.id, patch });
          }}
          onAddNote={async (body) => {
            await addNote.mutateAsync({ leadId: lead.id, body });
          }}
          onArchive={async (archive) => {
            await update.mutateAsync({
              id: lead.id,
              patch: { archived_at: archive ? new Date().toISOString() : null },
            });
            toast.success(archive ? 'Lead archived' : 'Lead unarchived');
          }}
          onOpenLead={onOpenLead}
        />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The office's inbox: open leads first, filters kept in the URL (back, forward and shared links
 * work), the open lead in `?lead=`, and a CSV of what is shown.
 */
export function LeadsInbox() {
  const leads = useQuery(leadQueries.leads());
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseLeadFilters(params), [params]);
  const openId = params.get('lead');
  // A Back/Forward (POP) to another entry resets the text filter to that entry's URL.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [searchKey, setSearchKey] = useState(location.key);
  if (navigationType === 'POP' && searchKey !== location.key) setSearchKey(location.key);

  useEffect(() => {
    if (leads.isError) toast.error('Failed to load leads');
  }, [leads.isError, leads.errorUpdatedAt]);

  const all = useMemo(() => leads.data ?? [], [leads.data]);
  const shown = useMemo(() => applyLeadFilters(all, filters), [all, filters]);
  const groups = useMemo(() => groupByPerson(shown), [shown]);
  const openLead = openId ? all.find((l) => l.id === openId) : undefined;

  const setFilters = (next: LeadFilters, typing = false) =>
    setParams(withLeadFilters(params, next), { replace: typing });
  // Phones: the leads come first; the filters fold behind one button (desktop shows them).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const active = activeFilterCount(filters);
  // The card button that opened the dialog: focus returns there when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const setOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('lead', id);
    else next.delete('lead');
    setParams(next);
  };

  let body;
  if (leads.isPending) {
    body = <Loading>Loading leads…</Loading>;
  } else if (leads.isError) {
    body = <LoadFailed onRetry={() => void leads.refetch()}>Failed to load leads.</LoadFailed>;
  } else if (all.length === 0) {
    body = <EmptyList title="No leads yet">Requests from the site's forms appear here.</EmptyList>;
  } else if (shown.length === 0) {
    body = <p className="py-12 text-center text-muted-foreground">No leads match these filters.</p>;
  } else {
    body = (
      <ul aria-label="Leads, open first" className="flex flex-col gap-3">
        {groups.map(({ lead, others }) => (
          <LeadCard
            key={lead.id}
            lead={lead}
            others={others}
            onOpen={(target, button) => {
              opener.current = button;
              setOpen(target.id);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="min-h-11 sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          aria-label={active > 0 ? `Filters, ${active} active` : 'Filters'}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {active > 0 ? (
            <Badge variant="default" className="ml-1">
              {active}
            </Badge>
          ) : null}
        </Button>
        <Button variant="outline" onClick={() => void leads.refetch()} disabled={leads.isFetching}>
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
      <Filters
        id={filtersId}
        open={filtersOpen}
        filters={filters}
        searchKey={searchKey}
        onChange={setFilters}
      />
      {leads.isSuccess && all.length > 0 ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {all.length} leads. The CSV contains the leads shown.
        </p>
      ) : null}
      {body}
      {openLead ? (
        <LeadDialog
          key={openLead.id}
          lead={openLead}
          onClose={() => setOpen(null)}
          onOpenLead={setOpen}
          focusOnClose={() => opener.current}
        />
      ) : null}
    </div>
  );
}
