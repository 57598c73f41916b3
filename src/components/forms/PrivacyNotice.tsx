import { localizedPath, paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useFormLocale, formText } from './formText';

/**
 * The line under every form: submitting means agreeing to the privacy policy, linked in the
 * form's language. A plain link: forms also render outside the router (tests), and /privacy is
 * prerendered.
 */
export function PrivacyNotice({ className }: { className?: string }) {
  const locale = useFormLocale();
  const text = formText[locale];
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {text.privacyBefore}{' '}
      <a
        href={localizedPath(locale, paths.privacy)}
        className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
      >
        {text.privacyLink}
      </a>
      .
    </p>
  );
}
