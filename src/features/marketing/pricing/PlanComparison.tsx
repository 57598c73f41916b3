import { Check, Minus } from './icons';
import { planFeatureIds, plans } from '@/content/pricing';
import type { PricingContent } from '@/content/pricingPage';

/** The 14-feature comparison as a real table: row headers are features, columns are plans. */
export function PlanComparison({ content }: { content: PricingContent }) {
  const { copy, featureNames } = content;
  return (
    <div className="overflow-x-auto rounded-2xl border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{copy.comparisonCaption}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {copy.featureColumn}
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="w-24 px-4 py-3 text-center font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {planFeatureIds.map((id) => (
            <tr key={id} className="border-t border-border">
              <th scope="row" className="px-4 py-3 font-normal">
                {featureNames[id]}
              </th>
              {plans.map((plan) => {
                const feature = plan.features.find((f) => f.id === id);
                // A coming capability (capabilities.ts) says so in words, never with a check.
                if (feature?.coming) {
                  return (
                    <td
                      key={plan.id}
                      className="px-4 py-3 text-center text-xs text-muted-foreground"
                    >
                      {copy.comingSoon}
                    </td>
                  );
                }
                const included = feature?.included === true;
                return (
                  <td key={plan.id} className="px-4 py-3 text-center">
                    {included ? (
                      <Check aria-hidden="true" className="mx-auto size-5 text-primary" />
                    ) : (
                      <Minus aria-hidden="true" className="mx-auto size-5 text-muted-foreground" />
                    )}
                    <span className="sr-only">{included ? copy.included : copy.notIncluded}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
