import { useId, useState } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { paths } from '@/config/paths';
import type { PersonRef } from '../../api/homes';

export interface PeoplePickerProps {
  legend: string;
  people: readonly PersonRef[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * One or more people, as checkboxes (keyboard and screen readers need nothing more). People are
 * added on the People screen; the link says where.
 */
export function PeoplePicker({ legend, people, value, onChange, error }: PeoplePickerProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = people.filter(
    (p) =>
      value.includes(p.id) ||
      !q ||
      p.full_name.toLowerCase().includes(q) ||
      p.email.toLowerCase().includes(q),
  );
  return (
    <FormFieldset
      legend={legend}
      required
      error={error}
      description={
        <>
          Not listed?{' '}
          <Link to={paths.adminPeople} className="underline underline-offset-2">
            Add them on the People screen
          </Link>
          , then come back.
        </>
      }
    >
      {people.length > 6 ? (
        <Input
          type="search"
          aria-label={`Filter ${legend.toLowerCase()} by name or email`}
          placeholder="Name or email"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      ) : null}
      {people.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody is in People yet.</p>
      ) : (
        <ul className="flex max-h-56 flex-col gap-1 overflow-y-auto rounded-md border border-border p-2">
          {shown.map((person) => {
            const checkboxId = `${id}-${person.id}`;
            const checked = value.includes(person.id);
            return (
              <li key={person.id}>
                <label
                  htmlFor={checkboxId}
                  className="flex min-h-11 cursor-pointer items-center gap-3 text-sm break-words"
                >
                  <input
                    id={checkboxId}
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={checked}
                    aria-invalid={error ? true : undefined}
                    onChange={() =>
                      onChange(
                        checked ? value.filter((v) => v !== person.id) : [...value, person.id],
                      )
                    }
                  />
                  <span className="min-w-0">
                    {person.full_name}{' '}
                    <span className="text-muted-foreground">({person.email})</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </FormFieldset>
  );
}

/** A form's people (owners, tenants): the picker bound to the form's list of ids. */
export function PeopleField<T extends FieldValues, Output>({
  control,
  name,
  legend,
  people,
}: {
  control: Control<T, unknown, Output>;
  name: FieldPathByValue<T, string[]>;
  legend: string;
  people: readonly PersonRef[];
}) {
  return (
    <div className="sm:col-span-6">
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => (
          <PeoplePicker
            legend={legend}
            people={people}
            // The name is one whose value is string[]; TypeScript cannot see it through Path<T>.
            value={field.value as string[]}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
