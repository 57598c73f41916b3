import { plusProtectionCoverage } from '@/content/pricing';
import type { PricingContent } from '@/content/pricingPage';
import { useLocale } from '@/lib/i18n';
import { formatDollars } from '@contract/money-format.ts';

/** The Plus plan's protection limits as a definition list. */
export function ProtectionCoverage({ content }: { content: PricingContent }) {
  const locale = useLocale();
  const { copy, coverageLabels } = content;
  return (
    <section
      aria-labelledby="coverage-heading"
      className="rounded-2xl border border-primary/40 bg-secondary p-6 text-secondary-foreground sm:p-8"
    >
      <h2 id="coverage-heading" className="text-2xl font-bold">
        {copy.coverageHeading}
      </h2>
      <p className="mt-2 max-w-2xl">{copy.coverageText}</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {plusProtectionCoverage.map((item) => (
          <div key={item.id} className="rounded-lg bg-background/70 px-4 py-3 text-foreground">
            <dt className="text-sm text-muted-foreground">{coverageLabels[item.id]}</dt>
            <dd className="text-lg font-bold">
              {item.unit === 'weeks' ? copy.weeks(item.amount) : formatDollars(item.amount, locale)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
