import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { HomePayload } from '@contract/managed-homes.ts';
import { EmptyList, LoadFailed, Loading } from '@/components/ui/LoadState';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Label } from '@/components/ui/Label';
import { paths } from '@/config/paths';
import { getPlan } from '@/content/pricing';
import { officeDate } from '@contract/date-format.ts';
import { toast } from '@/lib/toast';
import type { Home } from '../../api/homes';
import { homeQueries, useSaveHome } from '../../api/queries';
import { emptyHomeForm } from '../formValues';
import { FormDialog } from './FormDialog';
import { HomeForm } from './HomeForm';

export const HOME_MESSAGES = {
  added: 'Home added',
  updated: 'Home updated',
  saveFailed: 'The home was not saved',
  loadFailed: 'Failed to load homes',
} as const;

export function homeAddress(home: Pick<Home, 'street' | 'city' | 'state' | 'zip_code'>): string {
  return `${home.street}, ${home.city}, ${home.state} ${home.zip_code}`;
}

/** A search over address and owners' names and emails. */
function matches(home: Home, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [homeAddress(home), ...home.owners.flatMap((o) => [o.full_name, o.email])]
    .join(' ')
    .toLowerCase()
    .includes(q);
}

function HomeCard({ home }: { home: Home }) {
  const occupied = new Set(home.occupiedUnitIds).size;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-4">
      <h2 className="font-semibold break-words">
        <Link to={paths.adminHome(home.id)} className="underline-offset-2 hover:underline">
          {homeAddress(home)}
        </Link>
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Units</dt>
        <dd className="tabular-nums">{home.units.length}</dd>
        <dt className="text-muted-foreground">Occupancy</dt>
        <dd className="tabular-nums">
          {occupied} of {home.units.length} occupied
        </dd>
        <dt className="text-muted-foreground">Owners</dt>
        <dd className="break-words">{home.owners.map((o) => o.full_name).join(', ') || '—'}</dd>
        <dt className="text-muted-foreground">Plan</dt>
        <dd>{home.agreement ? getPlan(home.agreement.plan).name : '—'}</dd>
      </dl>
    </li>
  );
}

/** Every managed home with search, and the add-home form. */
export function HomesList() {
  const id = useId();
  const navigate = useNavigate();
  const homes = useQuery(homeQueries.homes());
  const [adding, setAdding] = useState(false);
  const people = useQuery({ ...homeQueries.people(), enabled: adding });
  const listings = useQuery({ ...homeQueries.listings(), enabled: adding });
  const save = useSaveHome();
  const [query, setQuery] = useState('');

  useEffect(() => {
    if (homes.isError) toast.error(HOME_MESSAGES.loadFailed);
  }, [homes.isError, homes.errorUpdatedAt]);

  const all = useMemo(() => homes.data ?? [], [homes.data]);
  const shown = useMemo(() => all.filter((h) => matches(h, query)), [all, query]);

  const submit = async (payload: HomePayload) => {
    try {
      const homeId = await save.mutateAsync(payload);
      toast.success(HOME_MESSAGES.added);
      setAdding(false);
      void navigate(paths.adminHome(homeId));
    } catch (error) {
      toast.error(HOME_MESSAGES.saveFailed);
      throw error;
    }
  };

  let body;
  if (homes.isPending) {
    body = <Loading>Loading homes…</Loading>;
  } else if (homes.isError) {
    body = (
      <LoadFailed onRetry={() => void homes.refetch()}>{HOME_MESSAGES.loadFailed}.</LoadFailed>
    );
  } else if (all.length === 0) {
    body = (
      <EmptyList title="No managed homes yet">Add the first home the office manages.</EmptyList>
    );
  } else if (shown.length === 0) {
    body = <p className="py-12 text-center text-muted-foreground">No homes match “{query}”.</p>;
  } else {
    body = (
      <ul aria-label="Managed homes" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        {shown.map((home) => (
          <HomeCard key={home.id} home={home} />
        ))}
      </ul>
    );
  }

  const today = officeDate();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-search`}>Search homes</Label>
          <Input
            id={`${id}-search`}
            type="search"
            placeholder="Address or owner"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            className="sm:w-72"
          />
        </div>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add a home
        </Button>
      </div>
      {homes.isSuccess && all.length > 0 ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Showing {shown.length} of {all.length} homes.
        </p>
      ) : null}
      {body}
      <FormDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add a home"
        description="The address, its units, its owners and the management terms, saved together."
      >
        {people.isPending || listings.isPending ? (
          <p role="status">Loading people and listings…</p>
        ) : (
          <HomeForm
            initialValues={emptyHomeForm(today)}
            people={people.data ?? []}
            listings={listings.data ?? []}
            submitLabel="Add home"
            onSubmit={submit}
            onCancel={() => setAdding(false)}
          />
        )}
      </FormDialog>
    </div>
  );
}
