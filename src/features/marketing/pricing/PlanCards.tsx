import { Check } from './icons';
import { Button } from '@/components/ui/Button';
import type { PricingContent } from '@/content/pricingPage';
import { plans, type BillingTerm, type Plan } from '@/content/pricing';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n';
import { useLeadDialog } from '@/lib/leadDialog';
import { formatDollars } from '@contract/money-format.ts';

/**
 * The features a card lists: Standard its own, Plus only what it adds over Standard; and apart,
 * what the plan gets once it ships (capabilities.ts), never under "Includes".
 */
function cardFeatures(
  plan: Plan,
  content: PricingContent,
): { heading: string; names: string[]; coming: string[] } {
  const { copy, featureNames } = content;
  const standard = plans.find((p) => p.id === 'standard');
  const inStandard = new Set(
    plan.id === 'standard'
      ? []
      : standard?.features.filter((f) => f.included || f.coming).map((f) => f.id),
  );
  const own = plan.features.filter((f) => !inStandard.has(f.id));
  const coming = own.filter((f) => f.coming).map((f) => featureNames[f.id]);
  const names = own.filter((f) => f.included).map((f) => featureNames[f.id]);
  if (plan.id === 'standard') return { heading: copy.standardIncludesHeading, names, coming };
  return {
    heading: copy.plusIncludesHeading,
    names: [...names, copy.plusCoverageFeature],
    coming,
  };
}

export function PlanCard({
  plan,
  term,
  content,
}: {
  plan: Plan;
  term: BillingTerm;
  content: PricingContent;
}) {
  const locale = useLocale();
  const leadDialog = useLeadDialog();
  const usd = (amount: number) => formatDollars(amount, locale);
  const { copy } = content;
  const headingId = `plan-${plan.id}`;
  const { heading, names, coming } = cardFeatures(plan, content);
  const yearlySaving = (plan.monthlyPrice.monthly - plan.monthlyPrice.annual) * 12;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-card p-6 text-card-foreground shadow-sm sm:p-8',
        plan.mostPopular ? 'border-primary ring-2 ring-primary' : 'border-border',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="text-2xl font-bold">
          {plan.name}
        </h3>
        {plan.mostPopular ? (
          // Badge's 'highlight' look, without its module on this page's critical path.
          <span className="rounded-full bg-highlight-soft px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-highlight">
            {copy.mostPopular}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-muted-foreground">{content.planTaglines[plan.id]}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-5xl font-extrabold tracking-tight" data-testid={`price-${plan.id}`}>
          {usd(plan.monthlyPrice[term])}
        </span>
        <span className="text-sm font-medium text-muted-foreground">{copy.perMonth}</span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-muted-foreground">
        {term === 'annual' ? copy.annualNote(usd(yearlySaving)) : copy.monthlyNote}
      </p>
      <p className="mt-4 rounded-lg bg-muted px-4 py-3 text-sm">
        <span className="font-semibold">
          {copy.placementLabel}: {usd(plan.tenantPlacementFee)}
        </span>{' '}
        <span className="text-muted-foreground">{copy.placementSuffix}</span>
      </p>
      <h4 className="mt-6 text-sm font-semibold">{heading}:</h4>
      <ul className="mt-3 flex-1 space-y-2 text-sm">
        {names.map((name) => (
          <li key={name} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{name}</span>
          </li>
        ))}
      </ul>
      {coming.length > 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">
          <span className="font-semibold">{copy.comingHeading}:</span> {coming.join('; ')}
        </p>
      ) : null}
      {/* The Get Started form, opened with this plan picked: the lead records it. */}
      <Button
        size="lg"
        variant={plan.mostPopular ? 'default' : 'outline'}
        className="mt-8"
        onClick={() => leadDialog.open(plan.id)}
        onPointerEnter={leadDialog.preload}
        onFocus={leadDialog.preload}
      >
        {copy.cta}
        <span className="sr-only">{copy.ctaWithPlan(plan.name)}</span>
      </Button>
    </article>
  );
}

export function PlanCards({ term, content }: { term: BillingTerm; content: PricingContent }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} term={term} content={content} />
      ))}
    </div>
  );
}
