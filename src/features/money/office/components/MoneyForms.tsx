/**
 * The money screens' forms. Each validates with the contract's schema, then the database
 * decides; a refusal lands on the field it concerns and the form keeps what was typed. Forms that
 * post carry one idempotency key per form, and a guard so a double tap sends once.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import {
  useForm,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
import { centsToDollars } from '@contract/managed-homes.ts';
import {
  LEDGER_MEMO_MAX,
  LEDGER_REFERENCE_MAX,
  contactChannelLabels,
  ledgerKindLabels,
  manualEntrySchema,
  payoutSchema,
  paymentMethodLabels,
  paymentMethods,
  paymentReferenceLabels,
  paymentSchema,
  reversalSchema,
  type ManualEntryKind,
  type ManualEntryValues,
  type PaymentInput,
  type PaymentValues,
} from '@contract/ledger.ts';
import { Button } from '@/components/ui/Button';
import { FieldError, FormField, FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { SaveError } from '../../api/problems';

/**
 * Puts a refusal on its field (the problem's field renamed by `fields`) or the form's root, and
 * keeps the values.
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, string>>,
) {
  const problem = error instanceof SaveError ? error.problem : null;
  const message = problem?.message ?? (error instanceof Error ? error.message : String(error));
  const field = problem?.field ? fields[problem.field] : undefined;
  setError((field ?? 'root.server') as Path<T>, { message }, { shouldFocus: true });
}

/** Runs `fn` once at a time: a second tap while the first is in flight does nothing. */
function useOnce() {
  const busy = useRef(false);
  return async (fn: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await fn();
    } finally {
      busy.current = false;
    }
  };
}

function Actions({
  submitLabel,
  pending,
  onCancel,
  destructive = false,
}: {
  submitLabel: string;
  pending: boolean;
  onCancel?: () => void;
  destructive?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={pending} variant={destructive ? 'destructive' : 'default'}>
        {pending ? 'Saving…' : submitLabel}
      </Button>
      {onCancel ? (
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Payment
// ---------------------------------------------------------------------------------------------
const paymentFields = {
  amount: 'amount',
  date: 'receivedOn',
  reference: 'reference',
  method: 'method',
  memo: 'memo',
} as const;

export function PaymentForm({
  leaseId,
  balanceCents,
  today,
  onSave,
}: {
  leaseId: string;
  balanceCents: number;
  /** The office's date: the default date received. */
  today: string;
  onSave: (values: PaymentValues) => Promise<void>;
}) {
  // One key per form: a retry after a lost answer, or a double tap, posts the payment once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const once = useOnce();
  const {
    register,
    handleSubmit,
    setError,
    control,
    getFieldState,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<PaymentInput, unknown, PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues: {
      leaseId,
      kind: 'payment_received',
      amount: balanceCents > 0 ? centsToDollars(balanceCents) : '',
      receivedOn: today,
      method: 'check',
      reference: '',
      memo: '',
      idempotencyKey,
    },
  });
  // A charge or reversal posted meanwhile changes the balance: follow it until the amount is typed.
  useEffect(() => {
    if (getFieldState('amount').isDirty) return;
    resetField('amount', { defaultValue: balanceCents > 0 ? centsToDollars(balanceCents) : '' });
  }, [balanceCents, getFieldState, resetField]);
  const method = useWatch({ control, name: 'method' });
  const referenceLabel = method ? paymentReferenceLabels[method] : null;
  const submit = handleSubmit((values) =>
    once(async () => {
      try {
        await onSave(values);
      } catch (error) {
        showRefusal(error, setError, paymentFields);
      }
    }),
  );
  return (
    <form
      noValidate
      aria-label="Record a payment"
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <FormFieldset legend="What was received">
        <div className="flex flex-wrap gap-x-4">
          {(['payment_received', 'deposit_received'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
              <Input type="radio" value={kind} {...register('kind')} />
              {kind === 'payment_received' ? 'Rent or charges' : 'Security deposit'}
            </label>
          ))}
        </div>
      </FormFieldset>
      <FormField
        label="Amount (dollars)"
        required
        description="Prefilled with the balance owed."
        error={errors.amount?.message}
      >
        <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
      </FormField>
      <FormField label="Date received" required error={errors.receivedOn?.message}>
        <Input type="date" {...register('receivedOn')} />
      </FormField>
      <FormFieldset
        legend="How it was paid"
        required
        description="California: the office always takes a check, money order or cashier’s check (Civil Code 1947.3)."
        error={errors.method?.message}
      >
        <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-3">
          {paymentMethods.map((m) => (
            <label key={m} className="flex min-h-11 items-center gap-2 text-sm">
              <Input type="radio" value={m} {...register('method')} />
              {paymentMethodLabels[m]}
            </label>
          ))}
        </div>
      </FormFieldset>
      {referenceLabel ? (
        <FormField label={referenceLabel} required error={errors.reference?.message}>
          <Input autoComplete="off" maxLength={LEDGER_REFERENCE_MAX} {...register('reference')} />
        </FormField>
      ) : (
        <p className="text-sm text-muted-foreground">
          Cash: hand the tenant the receipt; its number is the record.
        </p>
      )}
      <FormField label="Memo" error={errors.memo?.message}>
        <Input autoComplete="off" maxLength={LEDGER_MEMO_MAX} {...register('memo')} />
      </FormField>
      <FieldError id="payment-root">{errors.root?.server?.message}</FieldError>
      <Actions submitLabel="Record payment" pending={isSubmitting} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Charges, credits, deposits returned, owner contributions
// ---------------------------------------------------------------------------------------------
type ManualInput = z.input<typeof manualEntrySchema>;

export function ManualEntryForm({
  homeId,
  leaseId,
  kinds,
  today,
  onSave,
  onCancel,
}: {
  homeId: string;
  leaseId: string | null;
  kinds: readonly ManualEntryKind[];
  today: string;
  onSave: (values: ManualEntryValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const once = useOnce();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ManualInput, unknown, ManualEntryValues>({
    resolver: zodResolver(manualEntrySchema),
    defaultValues: {
      homeId,
      leaseId,
      kind: kinds[0],
      amount: '',
      postedOn: today,
      memo: '',
      idempotencyKey,
    },
  });
  const submit = handleSubmit((values) =>
    once(async () => {
      try {
        await onSave(values);
      } catch (error) {
        showRefusal(error, setError, { amount: 'amount', date: 'postedOn', memo: 'memo' });
      }
    }),
  );
  return (
    <form noValidate aria-label="Post an entry" onSubmit={submit} className="flex flex-col gap-4">
      {kinds.length > 1 ? (
        <FormField label="What it is" required error={errors.kind?.message}>
          <Select
            options={kinds.map((k) => ({ value: k, label: ledgerKindLabels[k] }))}
            {...register('kind')}
          />
        </FormField>
      ) : null}
      <FormField label="Amount (dollars)" required error={errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...register('amount')} />
      </FormField>
      <FormField label="Date" required error={errors.postedOn?.message}>
        <Input type="date" {...register('postedOn')} />
      </FormField>
      <FormField
        label="What it is for"
        required
        description="The tenant or owner reads this on their ledger."
        error={errors.memo?.message ?? errors.leaseId?.message}
      >
        <Input autoComplete="off" maxLength={LEDGER_MEMO_MAX} {...register('memo')} />
      </FormField>
      <FieldError id="entry-root">{errors.root?.server?.message}</FieldError>
      <Actions submitLabel="Post entry" pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Reversal
// ---------------------------------------------------------------------------------------------
type ReversalInput = z.input<typeof reversalSchema>;
type ReversalValues = z.output<typeof reversalSchema>;

export function ReverseForm({
  entryId,
  label,
  onSave,
  onCancel,
}: {
  entryId: string;
  /** What is reversed, for the form's name. */
  label: string;
  onSave: (values: ReversalValues) => Promise<void>;
  onCancel: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const once = useOnce();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReversalInput, unknown, ReversalValues>({
    resolver: zodResolver(reversalSchema),
    defaultValues: { entryId, reason: '', idempotencyKey },
  });
  const submit = handleSubmit((values) =>
    once(async () => {
      try {
        await onSave(values);
      } catch (error) {
        showRefusal(error, setError, { reason: 'reason' });
      }
    }),
  );
  return (
    <form
      noValidate
      aria-label={`Reverse ${label}`}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <FormField
        label="Why it is reversed"
        required
        description="Entries are never changed or deleted: a reversing entry cancels this one."
        error={errors.reason?.message}
      >
        <Textarea maxLength={LEDGER_MEMO_MAX} {...register('reason')} />
      </FormField>
      <FieldError id={`reverse-${entryId}-root`}>{errors.root?.server?.message}</FieldError>
      <Actions submitLabel="Reverse entry" pending={isSubmitting} onCancel={onCancel} destructive />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Payout sent
// ---------------------------------------------------------------------------------------------
type PayoutInput = z.input<typeof payoutSchema>;
type PayoutValues = z.output<typeof payoutSchema>;

export function PayoutForm({
  homeId,
  period,
  today,
  address,
  onSave,
}: {
  homeId: string;
  period: string;
  today: string;
  address: string;
  onSave: (values: PayoutValues) => Promise<void>;
}) {
  const once = useOnce();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PayoutInput, unknown, PayoutValues>({
    resolver: zodResolver(payoutSchema),
    defaultValues: { homeId, period, sentOn: today, reference: '' },
  });
  const submit = handleSubmit((values) =>
    once(async () => {
      try {
        await onSave(values);
      } catch (error) {
        showRefusal(error, setError, { sentOn: 'sentOn', reference: 'reference', date: 'sentOn' });
      }
    }),
  );
  return (
    <form
      noValidate
      aria-label={`Mark the payout sent for ${address}`}
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <FormField label="Sent on" required error={errors.sentOn?.message}>
        <Input type="date" {...register('sentOn')} />
      </FormField>
      <FormField label="Transfer reference" required error={errors.reference?.message}>
        <Input autoComplete="off" maxLength={LEDGER_REFERENCE_MAX} {...register('reference')} />
      </FormField>
      <div className="flex flex-col gap-2 sm:pt-6">
        <FieldError id={`payout-${homeId}-root`}>{errors.root?.server?.message}</FieldError>
        <Actions submitLabel="Mark sent" pending={isSubmitting} />
      </div>
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// A contact noted (call, text, in person)
// ---------------------------------------------------------------------------------------------
const contactSchema = z.object({
  channel: z.enum(['call', 'text', 'in_person'], 'Choose how you reached them'),
  note: z.string().trim().max(1000, 'Keep the note under 1,000 characters'),
});
type ContactInput = z.input<typeof contactSchema>;
type ContactValues = z.output<typeof contactSchema>;

export function ContactForm({
  label,
  onSave,
  onCancel,
}: {
  label: string;
  onSave: (values: ContactValues) => Promise<void>;
  onCancel: () => void;
}) {
  const once = useOnce();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: { channel: 'call', note: '' },
  });
  const submit = handleSubmit((values) =>
    once(async () => {
      try {
        await onSave(values);
      } catch (error) {
        showRefusal(error, setError, { note: 'note', channel: 'channel' });
      }
    }),
  );
  return (
    <form
      noValidate
      aria-label={`Note a contact with ${label}`}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <FormFieldset legend="How you reached them" required error={errors.channel?.message}>
        <div className="flex flex-wrap gap-x-4">
          {(['call', 'text', 'in_person'] as const).map((c) => (
            <label key={c} className="flex min-h-11 items-center gap-2 text-sm">
              <Input type="radio" value={c} {...register('channel')} />
              {contactChannelLabels[c]}
            </label>
          ))}
        </div>
      </FormFieldset>
      <FormField label="Note" error={errors.note?.message}>
        <Textarea maxLength={1000} {...register('note')} />
      </FormField>
      <FieldError id="contact-root">{errors.root?.server?.message}</FieldError>
      <Actions submitLabel="Save contact" pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
