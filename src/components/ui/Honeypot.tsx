import type { UseFormRegisterReturn } from 'react-hook-form';
import { HONEYPOT_FIELD } from '@contract/lead-options.ts';
import { useFormText } from '@/components/forms/formText';

/**
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) but form-filling bots do fill. A filled one marks the submission as spam.
 */
export function Honeypot({
  registration,
  idPrefix,
}: {
  registration: UseFormRegisterReturn;
  idPrefix: string;
}) {
  const text = useFormText();
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>{text.honeypot}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
