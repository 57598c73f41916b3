import { useForm, useWatch } from 'react-hook-form';
import {
  bestTimes,
  contactMethods,
  HONEYPOT_FIELD,
  leadOptionLabels,
  propertyTypes,
  unitsOwnedOptions,
  yesNo,
} from '@contract/lead-options.ts';
import type { LeadDialogInput, LeadDialogValues } from '@contract/lead-schemas.ts';
import type { Catalogue } from '@/lib/i18n';
import { planIds, planNames, type PlanId } from '@contract/plans.ts';
import { Button } from '@/components/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/Dialog';
import { PrivacyNotice } from '@/components/forms/PrivacyNotice';
import { ContactFields } from '@/components/forms/ContactFields';
import { TextConsentBox } from '@/components/forms/TextConsent';
import { FormField, FormFieldset } from '@/components/ui/FormField';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { claimText } from '@/content/claimText';
import { claimText as claimTextEs } from '@/content/es/claims';
import { formText, useFormLocale } from '@/components/forms/formText';
import { Honeypot } from '@/components/ui/Honeypot';
import { submitLead } from '@/lib/leads';
import { toast } from '@/lib/toast';
import { lazyZodResolver, preloadValidation } from './validation';

export interface LeadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The plan whose card opened the dialog (the pricing page's "Get Started"), picked at once. */
  plan?: PlanId | undefined;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The form before anything is typed (every select and radio unpicked). */
export const emptyLeadDialog: LeadDialogInput = {
  fullName: '',
  email: '',
  phone: '',
  propertyAddress: '',
  propertyType: '',
  unitsOwned: '',
  hasCurrentManager: '',
  biggestFrustration: '',
  preferredContact: '',
  bestTime: '',
  plan: '',
  textConsent: false,
  [HONEYPOT_FIELD]: '',
};

const planOptions = planIds.map((id) => ({ value: id, label: planNames[id] }));

export const leadDialogMessages = {
  title: 'Get Started',
  close: 'Close',
  description: `Tell us about your property and we will get back to you ${claimText.followUp} with a flat-fee plan that fits.`,
  propertyAddress: 'Property Address (or City/Zip)',
  propertyType: 'Property Type',
  propertyTypePlaceholder: 'Select a property type',
  unitsOwned: 'Units Owned',
  unitsOwnedPlaceholder: 'Select number of units',
  hasManager: 'Do you currently have a property manager?',
  frustration: 'What is your biggest frustration with managing your property?',
  preferredContact: 'Preferred Contact Method',
  bestTime: 'Best Time to Reach You',
  bestTimePlaceholder: 'Select a time',
  plan: 'Plan you are interested in',
  planPlaceholder: 'Not sure yet',
  submit: 'Submit',
  reply: `We reply ${claimText.followUp}. No spam, ever.`,
  successTitle: 'Success!',
  successDescription: "Your request has been submitted. We'll be in touch soon!",
  errorTitle: 'Error',
  errorDescription: 'Failed to submit form. Please try again.',
} as const;

/** The Get Started form's words per language (the page's). */
export const leadDialogText: Catalogue<typeof leadDialogMessages> = {
  en: leadDialogMessages,
  es: {
    title: 'Comience hoy',
    close: 'Cerrar',
    description: `Cuéntenos sobre su propiedad y le responderemos ${claimTextEs.followUp} con un plan de tarifa fija a su medida.`,
    propertyAddress: 'Dirección de la propiedad (o ciudad/código postal)',
    propertyType: 'Tipo de propiedad',
    propertyTypePlaceholder: 'Elija el tipo de propiedad',
    unitsOwned: 'Unidades que tiene',
    unitsOwnedPlaceholder: 'Elija el número de unidades',
    hasManager: '¿Tiene actualmente un administrador de propiedades?',
    frustration: '¿Qué es lo que más le frustra de administrar su propiedad?',
    preferredContact: 'Cómo prefiere que lo contactemos',
    bestTime: 'Mejor horario para contactarlo',
    bestTimePlaceholder: 'Elija un horario',
    plan: 'Plan que le interesa',
    planPlaceholder: 'Todavía no lo sé',
    submit: 'Enviar',
    reply: `Le respondemos ${claimTextEs.followUp}. Nunca enviamos publicidad no deseada.`,
    successTitle: '¡Listo!',
    successDescription: 'Recibimos su solicitud. ¡Nos pondremos en contacto pronto!',
    errorTitle: formText.es.errorTitle,
    errorDescription: 'No se pudo enviar el formulario. Intente de nuevo, por favor.',
  },
};

/** The Get Started form. Validation, focus on the first invalid field, and the submit flow. */
export function LeadForm({
  onSubmitted,
  plan,
}: {
  onSubmitted: () => void;
  plan?: PlanId | undefined;
}) {
  const locale = useFormLocale();
  const text = leadDialogText[locale];
  const labels = leadOptionLabels[locale];
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LeadDialogInput, unknown, LeadDialogValues>({
    resolver: lazyZodResolver('lead_dialog', locale),
    // The dialog's content mounts on each opening, so the plan it was opened with is the default.
    defaultValues: { ...emptyLeadDialog, plan: plan ?? '' },
  });

  const contactMethod = useWatch({ control, name: 'preferredContact' });

  const onSubmit = async (values: LeadDialogValues) => {
    try {
      await submitLead('lead_dialog', values, locale);
      reset(emptyLeadDialog);
      onSubmitted();
      toast.success(text.successTitle, { description: text.successDescription });
    } catch (error) {
      console.error('Lead submission failed', error);
      toast.error(text.errorTitle, { description: text.errorDescription });
    }
  };

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      onFocus={preloadValidation}
      className="relative flex flex-col gap-4"
    >
      <Honeypot idPrefix="lead" registration={register(HONEYPOT_FIELD)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          errors={errors}
          name={{ full: register('fullName') }}
          email={register('email')}
          phone={register('phone')}
        />
        <FormField label={text.propertyAddress} error={errors.propertyAddress?.message} required>
          <Input autoComplete="street-address" {...register('propertyAddress')} />
        </FormField>
        <FormField label={text.propertyType} error={errors.propertyType?.message} required>
          <Select
            placeholder={text.propertyTypePlaceholder}
            options={options(propertyTypes, labels.propertyType)}
            {...register('propertyType')}
          />
        </FormField>
        <FormField label={text.unitsOwned} error={errors.unitsOwned?.message} required>
          <Select
            placeholder={text.unitsOwnedPlaceholder}
            options={options(unitsOwnedOptions, labels.unitsOwned)}
            {...register('unitsOwned')}
          />
        </FormField>
      </div>

      <FormFieldset legend={text.hasManager} error={errors.hasCurrentManager?.message} required>
        <div className="flex gap-6">
          {yesNo.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <Input type="radio" value={value} {...register('hasCurrentManager')} />
              {labels.yesNo[value]}
            </label>
          ))}
        </div>
      </FormFieldset>

      <FormField label={text.frustration} error={errors.biggestFrustration?.message} required>
        <Textarea rows={3} {...register('biggestFrustration')} />
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormFieldset
          legend={text.preferredContact}
          error={errors.preferredContact?.message}
          required
        >
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {contactMethods.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <Input type="radio" value={value} {...register('preferredContact')} />
                {labels.contactMethod[value]}
              </label>
            ))}
          </div>
        </FormFieldset>
        <FormField label={text.bestTime} error={errors.bestTime?.message} required>
          <Select
            placeholder={text.bestTimePlaceholder}
            options={options(bestTimes, labels.bestTime)}
            {...register('bestTime')}
          />
        </FormField>
      </div>

      <FormField label={text.plan} error={errors.plan?.message}>
        <Select placeholder={text.planPlaceholder} options={planOptions} {...register('plan')} />
      </FormField>

      {contactMethod === 'text' ? (
        <TextConsentBox
          idPrefix="lead"
          registration={register('textConsent')}
          error={errors.textConsent?.message}
        />
      ) : null}

      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting ? formText[locale].submitting : text.submit}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{text.reply}</p>
      <PrivacyNotice className="text-center" />
    </form>
  );
}

export default function LeadDialog({ open, onOpenChange, plan }: LeadDialogProps) {
  const text = leadDialogText[useFormLocale()];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl" closeLabel={text.close}>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.description}</DialogDescription>
        </DialogHeader>
        <LeadForm onSubmitted={() => onOpenChange(false)} plan={plan} />
      </DialogContent>
    </Dialog>
  );
}
