import { shellText } from '@/content/shell';
import { useLocale } from '@/lib/i18n';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink({ targetId = 'main' }: { targetId?: string }) {
  const locale = useLocale();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {shellText[locale].skipToContent}
    </a>
  );
}
