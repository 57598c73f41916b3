import type { FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import {
  listingSorts,
  noSearch,
  parseListingSearch,
  searchParamNames as names,
  type ListingSearch,
} from './filters';
import { useListingsContent } from './listingsContent';

/** Tap targets of at least 44 px on phones. */
const phoneTarget = 'max-sm:min-h-11';
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
  const c = useListingsContent().browser.search;
  const sortOptions = listingSorts.map((value) => ({ value, label: c.sorts[value] }));
  const text = (value: number | null) => (value === null ? '' : String(value));

  return (
    <form
      role="search"
      aria-label={c.label}
      onSubmit={submit}
      className="grid grid-cols-2 gap-4 rounded-xl border border-border p-4 sm:grid-cols-4 lg:grid-cols-6"
    >
      <FormField label={c.city} className="col-span-2">
        <Input
          className={phoneTarget}
          name={names.city}
          defaultValue={search.city}
          autoComplete="address-level2"
          maxLength={100}
        />
      </FormField>
      <FormField label={c.minPrice} className="col-span-1">
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
      <FormField label={c.maxPrice} className="col-span-1">
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
      <FormField label={c.beds} className="col-span-1">
        <Select
          className={phoneTarget}
          name={names.beds}
          options={countOptions}
          placeholder={c.any}
          defaultValue={text(search.beds)}
        />
      </FormField>
      <FormField label={c.baths} className="col-span-1">
        <Select
          className={phoneTarget}
          name={names.baths}
          options={bathOptions}
          placeholder={c.any}
          defaultValue={text(search.baths)}
        />
      </FormField>
      <FormField label={c.availableBy} className="col-span-2">
        <Input
          className={phoneTarget}
          name={names.availableBy}
          type="date"
          defaultValue={search.availableBy ?? ''}
        />
      </FormField>
      <fieldset className="col-span-2 flex flex-col gap-1">
        <legend className="mb-1 text-sm font-medium">{c.pets}</legend>
        <div className="flex gap-4">
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <Input type="checkbox" name={names.cats} value="1" defaultChecked={search.cats} />
            {c.cats}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <Input type="checkbox" name={names.dogs} value="1" defaultChecked={search.dogs} />
            {c.dogs}
          </label>
        </div>
      </fieldset>
      <FormField label={c.sortBy} className="col-span-2">
        <Select
          className={phoneTarget}
          name={names.sort}
          options={sortOptions}
          defaultValue={search.sort}
        />
      </FormField>
      <div className="col-span-2 flex items-end gap-2 sm:col-span-4 lg:col-span-6 lg:justify-end">
        <Button type="submit" className="min-h-11 flex-1 lg:flex-none">
          {c.submit}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 flex-1 lg:flex-none"
          onClick={() => onSearch({ ...noSearch, type: search.type })}
        >
          {c.reset}
        </Button>
      </div>
    </form>
  );
}
