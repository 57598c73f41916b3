import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { personMessages, personSchema, type PersonInput } from '@contract/portal-access.ts';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { FormField } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { touchTargets } from '@/components/layout/AdminShell';

export interface PersonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The person being edited, or null to add one. */
  initial: (PersonInput & { emailLocked: boolean }) | null;
  onSave: (input: PersonInput) => Promise<void>;
}

/** Add or edit a person; the database's refusals land on the field they concern. */
export function PersonDialog({ open, onOpenChange, initial, onSave }: PersonDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={`max-w-md ${touchTargets}`}>
        <DialogHeader>
          <DialogTitle>{initial ? 'Edit person' : 'Add a person'}</DialogTitle>
          <DialogDescription>
            An owner or tenant the office manages for. Adding them sends nothing: invite them to the
            portal afterwards.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <PersonForm initial={initial} onSave={onSave} onCancel={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function PersonForm({
  initial,
  onSave,
  onCancel,
}: Pick<PersonDialogProps, 'initial' | 'onSave'> & { onCancel: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PersonInput>({
    resolver: zodResolver(personSchema),
    defaultValues: initial ?? { fullName: '', email: '', phone: '' },
  });
  const submit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      await onSave(input);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      if (text === personMessages.duplicateEmail) setError('email', { message: text });
      else setFailure(text);
    }
  });
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Person">
      <FormField label="Full name" required error={errors.fullName?.message}>
        <Input autoComplete="off" required maxLength={120} {...register('fullName')} />
      </FormField>
      <FormField
        label="Email"
        required
        error={errors.email?.message}
        description={
          initial?.emailLocked
            ? 'Their sign-in address: it cannot change while they have portal access or an invitation.'
            : undefined
        }
      >
        <Input
          type="email"
          autoComplete="off"
          required
          readOnly={initial?.emailLocked}
          {...register('email')}
        />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <Input type="tel" autoComplete="off" maxLength={40} {...register('phone')} />
      </FormField>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save person'}
        </Button>
      </DialogFooter>
    </form>
  );
}
