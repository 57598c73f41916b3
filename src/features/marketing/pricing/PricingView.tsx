import { CircleCheck } from './icons';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { defaultBillingTerm, plans, type BillingTerm } from '@/content/pricing';
import type { PricingContent } from '@/content/pricingPage';
import { LocalizedLink, useLocale } from '@/lib/i18n';
import { island } from '@/lib/islands';
import { Seo } from '@/lib/seo';
import { BillingToggle } from './BillingToggle';
import { formatDollars } from '@contract/money-format.ts';
import { PlanCards } from './PlanCards';
import { PlanComparison } from './PlanComparison';
import { ProtectionCoverage } from './ProtectionCoverage';

// Far below the fold: an island (lib/islands) in its own chunk, downloaded when the visitor
// reaches for it (or changes the billing term), so not part of a page load. Until then its
// prerendered HTML stays, so nothing shifts; a client-side visit shows a same-height placeholder.
const SavingsCalculator = island<{ term: BillingTerm }>(
  'savings-calculator',
  () => import('./SavingsCalculator').then((m) => m.SavingsCalculator),
  <div className="min-h-96 rounded-2xl border border-border bg-card" />,
);

/** The pricing page in either language: the page passes its catalogue. */
export function PricingView({ content }: { content: PricingContent }) {
  const locale = useLocale();
  const { seo, hero, copy } = content;
  // One billing term for the whole page: the plan cards and the calculator follow it.
  const [term, setTerm] = useState<BillingTerm>(defaultBillingTerm);
  return (
    <>
      <Seo title={seo.title} description={seo.description} path={paths.pricing} />

      <section aria-labelledby="pricing-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {hero.eyebrow}
            </p>
            <h1
              id="pricing-heading"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {hero.headline}
            </h1>
            <p className="mt-5 text-lg text-muted-foreground">{hero.text}</p>
          </div>
          <BillingToggle
            value={term}
            onChange={setTerm}
            legend={copy.billingLegend}
            terms={content.terms}
            className="mt-8"
          />
          <h2 className="sr-only">{copy.plansHeading}</h2>
          <div className="mt-8">
            <PlanCards term={term} content={content} />
          </div>
        </div>
      </section>

      <section aria-labelledby="comparison-heading">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <h2 id="comparison-heading" className="text-3xl font-bold tracking-tight">
            {copy.comparisonHeading}
          </h2>
          <div className="mt-8">
            <PlanComparison content={content} />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <ProtectionCoverage content={content} />
      </div>

      <section aria-labelledby="placement-heading">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-16 lg:grid-cols-2">
          <div>
            <h2 id="placement-heading" className="text-3xl font-bold tracking-tight">
              {copy.placementHeading}
            </h2>
            <p className="mt-4 text-lg text-muted-foreground">{copy.placementText}</p>
            <ul className="mt-6 space-y-3">
              {copy.placementSteps.map((step) => (
                <li key={step} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{step}</span>
                </li>
              ))}
            </ul>
          </div>
          <dl className="grid content-center gap-4 sm:grid-cols-2">
            {plans.map((plan) => (
              <div
                key={plan.id}
                className="rounded-2xl border border-border bg-card p-6 text-center shadow-sm"
              >
                <dt className="font-semibold">
                  {copy.placementPlan(plan.name)}
                  <span className="sr-only">{copy.placementFeeLabel}</span>
                </dt>
                <dd className="mt-2 text-4xl font-extrabold tracking-tight">
                  {formatDollars(plan.tenantPlacementFee, locale)}
                </dd>
                <dd className="mt-1 text-sm text-muted-foreground">{copy.placementOneTime}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="calculator-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="calculator-heading" className="text-3xl font-bold tracking-tight">
            {copy.calculatorHeading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.calculatorText}</p>
          <div className="mt-8">
            <SavingsCalculator term={term} />
          </div>
        </div>
      </section>

      <section aria-labelledby="pricing-cta-heading">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="pricing-cta-heading" className="text-3xl font-bold tracking-tight">
            {copy.closingHeading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{copy.closingText}</p>
          <Button asChild size="lg" className="mt-8">
            <LocalizedLink to={paths.contact}>{copy.closingCta}</LocalizedLink>
          </Button>
        </div>
      </section>
    </>
  );
}
