import { plusProtectionCoverage, type CoverageItem } from '@/content/pricing';
import { formatUsd } from '@/lib/format';

export function formatCoverage(item: CoverageItem): string {
  return item.unit === 'weeks' ? `${item.amount} weeks` : formatUsd(item.amount);
}

/** The Plus plan's protection limits as a definition list. */
export function ProtectionCoverage({ heading, text }: { heading: string; text: string }) {
  return (
    <section
      aria-labelledby="coverage-heading"
      className="rounded-2xl border border-primary/40 bg-secondary p-6 text-secondary-foreground sm:p-8"
    >
      <h2 id="coverage-heading" className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="mt-2 max-w-2xl">{text}</p>
      <dl className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {plusProtectionCoverage.map((item) => (
          <div key={item.label} className="rounded-lg bg-background/70 px-4 py-3 text-foreground">
            <dt className="text-sm text-muted-foreground">{item.label}</dt>
            <dd className="text-lg font-bold">{formatCoverage(item)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
