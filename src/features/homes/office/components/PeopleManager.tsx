import { useQuery } from '@tanstack/react-query';
import { LoadFailed, Loading } from '@/components/ui/LoadState';
import { peopleQuery, useAccessAction, useDeletePerson, useSavePerson } from '../../api/people';
import { PeoplePanel } from './PeoplePanel';

/** /admin/people: the list from manage-portal-access, edits to `people`, access actions. */
export function PeopleManager() {
  const people = useQuery(peopleQuery());
  const access = useAccessAction();
  const save = useSavePerson();
  const remove = useDeletePerson();

  if (people.isPending) {
    return <Loading>Loading people…</Loading>;
  }
  if (people.isError) {
    return (
      <LoadFailed alert onRetry={() => void people.refetch()}>
        {people.error.message}
      </LoadFailed>
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
