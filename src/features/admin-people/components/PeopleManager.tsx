import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/Button';
import { peopleQuery, useAccessAction, useDeletePerson, useSavePerson } from '../api/people';
import { PeoplePanel } from './PeoplePanel';

/** /admin/people: the list from manage-portal-access, edits to `people`, access actions. */
export function PeopleManager() {
  const people = useQuery(peopleQuery());
  const access = useAccessAction();
  const save = useSavePerson();
  const remove = useDeletePerson();

  if (people.isPending) {
    return (
      <p role="status" className="py-12 text-center text-muted-foreground">
        Loading people…
      </p>
    );
  }
  if (people.isError) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center">
        <p role="alert">{people.error.message}</p>
        <Button variant="outline" className="min-h-11" onClick={() => void people.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <PeoplePanel
      people={people.data}
      onSave={(id, input) => save.mutateAsync({ id, input })}
      onDelete={(person) => remove.mutateAsync(person.id)}
      onAccess={async (verb, person, role) =>
        (await access.mutateAsync({ verb, personId: person.id, role })).message
      }
    />
  );
}
