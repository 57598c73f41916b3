import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import {
  listingSortLabels,
  listingSorts,
  noSearch,
  parseListingSearch,
  searchParamNames as names,
  type ListingSearch,
} from './filters';

/** Tap targets of at least 44 px on phones. */
const phoneTarget = 'max-sm:min-h-11';
const sortOptions = listingSorts.map((value) => ({ value, label: listingSortLabels[value] }));
const countOptions = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}+` }));
const bathOptions = [1, 1.5, 2, 3, 4].map((n) => ({ value: String(n), label: `${n}+` }));

/**
 * The filters of /properties as one form: a native GET-style form read into URL parameters on
 * submit, so the keyboard (Enter) and phones' keyboards work without extra code. `key` it by the
 * URL so back/forward show the search they return to.
 */
export function ListingSearchForm({
  search,
  onSearch,
}: {
  search: ListingSearch;
  onSearch: (search: ListingSearch) => void;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [name, value] of data) if (typeof value === 'string') params.set(name, value);
    onSearch({ ...parseListingSearch(params), type: search.type });
  };
  const text = (value: number | null) => (value === null ? '' : String(value));

  return (
    <form
      role="search"
      aria-label="Search listings"
      onSubmit={submit}
      className="grid grid-cols-2 gap-4 rounded-xl border border-border p-4 sm:grid-cols-4 lg:grid-cols-6"
    >
      <FormField label="City" className="col-span-2">
        <Input
          className={phoneTarget}
          name={names.city}
          defaultValue={search.city}
          autoComplete="address-level2"
          maxLength={100}
        />
      </FormField>
      <FormField label="Min price" className="col-span-1">
        <Input
          className={phoneTarget}
          name={names.minPrice}
          type="number"
          inputMode="numeric"
          min={0}
          step="any"
          defaultValue={text(search.minPrice)}
        />
      </FormField>
      <FormField label="Max price" className="col-span-1">
        <Input
          className={phoneTarget}
          name={names.maxPrice}
          type="number"
          inputMode="numeric"
          min={0}
          step="any"
          defaultValue={text(search.maxPrice)}
        />
      </FormField>
      <FormField label="Beds" className="col-span-1">
        <Select
          className={phoneTarget}
          name={names.beds}
          options={countOptions}
          placeholder="Any"
          defaultValue={text(search.beds)}
        />
      </FormField>
      <FormField label="Baths" className="col-span-1">
        <Select
          className={phoneTarget}
          name={names.baths}
          options={bathOptions}
          placeholder="Any"
          defaultValue={text(search.baths)}
        />
      </FormField>
      <FormField label="Available by" className="col-span-2">
        <Input
          className={phoneTarget}
          name={names.availableBy}
          type="date"
          defaultValue={search.availableBy ?? ''}
        />
      </FormField>
      <fieldset className="col-span-2 flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">Pets</legend>
        <div className="flex gap-4">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <Input type="checkbox" name={names.cats} value="1" defaultChecked={search.cats} />
            Cats OK
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <Input type="checkbox" name={names.dogs} value="1" defaultChecked={search.dogs} />
            Dogs OK
          </label>
        </div>
      </fieldset>
      <FormField label="Sort by" className="col-span-2">
        <Select
          className={phoneTarget}
          name={names.sort}
          options={sortOptions}
          defaultValue={search.sort}
        />
      </FormField>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-4 lg:col-span-6 lg:justify-end">
        <Button type="submit" className="min-h-11 flex-1 lg:flex-none">
          Search
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 flex-1 lg:flex-none"
          onClick={() => onSearch({ ...noSearch, type: search.type })}
        >
          Reset
        </Button>
      </div>
    </form>
  );
}
