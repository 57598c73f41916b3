import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

/**
 * The line under every form: submitting means agreeing to the privacy policy, linked. A plain
 * link: forms also render outside the router (tests, the portalled dialog), and /privacy is
 * prerendered.
 */
export function PrivacyNotice({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      By submitting you agree to our{' '}
      <a
        href={paths.privacy}
        className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4"
      >
        Privacy Policy
      </a>
      .
    </p>
  );
}
