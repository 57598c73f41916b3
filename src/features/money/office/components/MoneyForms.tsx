/**
 * The money screens' forms. Each validates with the contract's schema, then the database
 * decides; a refusal lands on the field it concerns and the form keeps what was typed. Forms that
 * post carry one idempotency key per form, and a guard so a double tap sends once.
 */
import { useEffect, useState, type ComponentProps } from 'react';
import { useWatch } from 'react-hook-form';
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
  type PaymentValues,
} from '@contract/ledger.ts';
import { InputField, SelectField, TextareaField } from '@/components/forms/RegisteredFields';
import { FormActions } from '@/components/forms/FormActions';
import { FieldError, FormField, FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { useSaveForm } from '@/lib/saveForm';

/** The books' forms say so while they save. */
function Actions(props: Omit<ComponentProps<typeof FormActions>, 'savingLabel'>) {
  return <FormActions savingLabel="Saving…" {...props} />;
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
  const form = useSaveForm(paymentSchema, {
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
    onSave,
    fields: paymentFields,
    once: true,
  });
  const { field, submit, register, control, getFieldState, resetField } = form;
  const { errors, isSubmitting } = form.formState;
  // A charge or reversal posted meanwhile changes the balance: follow it until the amount is typed.
  useEffect(() => {
    if (getFieldState('amount').isDirty) return;
    resetField('amount', { defaultValue: balanceCents > 0 ? centsToDollars(balanceCents) : '' });
  }, [balanceCents, getFieldState, resetField]);
  const method = useWatch({ control, name: 'method' });
  const referenceLabel = method ? paymentReferenceLabels[method] : null;
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
      <InputField
        field={field('amount')}
        label="Amount (dollars)"
        required
        description="Prefilled with the balance owed."
        inputMode="decimal"
        autoComplete="off"
      />
      <InputField field={field('receivedOn')} label="Date received" required type="date" />
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
        <InputField
          field={field('reference')}
          label={referenceLabel}
          required
          autoComplete="off"
          maxLength={LEDGER_REFERENCE_MAX}
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          Cash: hand the tenant the receipt; its number is the record.
        </p>
      )}
      <InputField
        field={field('memo')}
        label="Memo"
        autoComplete="off"
        maxLength={LEDGER_MEMO_MAX}
      />
      <FieldError id="payment-root">{errors.root?.server?.message}</FieldError>
      <Actions submitLabel="Record payment" pending={isSubmitting} />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Charges, credits, deposits returned, owner contributions
// ---------------------------------------------------------------------------------------------

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
  const form = useSaveForm(manualEntrySchema, {
    defaultValues: {
      homeId,
      leaseId,
      kind: kinds[0],
      amount: '',
      postedOn: today,
      memo: '',
      idempotencyKey,
    },
    onSave,
    fields: { amount: 'amount', date: 'postedOn', memo: 'memo' },
    once: true,
  });
  const { field, submit, register } = form;
  const { errors, isSubmitting } = form.formState;
  return (
    <form noValidate aria-label="Post an entry" onSubmit={submit} className="flex flex-col gap-4">
      {kinds.length > 1 ? (
        <SelectField
          field={field('kind')}
          label="What it is"
          required
          options={kinds.map((k) => ({ value: k, label: ledgerKindLabels[k] }))}
        />
      ) : null}
      <InputField
        field={field('amount')}
        label="Amount (dollars)"
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <InputField field={field('postedOn')} label="Date" required type="date" />
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
  const form = useSaveForm(reversalSchema, {
    defaultValues: { entryId, reason: '', idempotencyKey },
    onSave,
    fields: { reason: 'reason' },
    once: true,
  });
  const { field, submit } = form;
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Reverse ${label}`}
      onSubmit={submit}
      className="flex flex-col gap-3"
    >
      <TextareaField
        field={field('reason')}
        label="Why it is reversed"
        required
        description="Entries are never changed or deleted: a reversing entry cancels this one."
        maxLength={LEDGER_MEMO_MAX}
      />
      <FieldError id={`reverse-${entryId}-root`}>{errors.root?.server?.message}</FieldError>
      <Actions submitLabel="Reverse entry" pending={isSubmitting} onCancel={onCancel} destructive />
    </form>
  );
}

// ---------------------------------------------------------------------------------------------
// Payout sent
// ---------------------------------------------------------------------------------------------
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
  const form = useSaveForm(payoutSchema, {
    defaultValues: { homeId, period, sentOn: today, reference: '' },
    onSave,
    fields: { sentOn: 'sentOn', reference: 'reference', date: 'sentOn' },
    once: true,
  });
  const { field, submit } = form;
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      aria-label={`Mark the payout sent for ${address}`}
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <InputField field={field('sentOn')} label="Sent on" required type="date" />
      <InputField
        field={field('reference')}
        label="Transfer reference"
        required
        autoComplete="off"
        maxLength={LEDGER_REFERENCE_MAX}
      />
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
  const form = useSaveForm(contactSchema, {
    defaultValues: { channel: 'call', note: '' },
    onSave,
    fields: { note: 'note', channel: 'channel' },
    once: true,
  });
  const { field, submit, register } = form;
  const { errors, isSubmitting } = form.formState;
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
      <TextareaField field={field('note')} label="Note" maxLength={1000} />
      <FieldError id="contact-root">{errors.root?.server?.message}</FieldError>
      <Actions submitLabel="Save contact" pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
