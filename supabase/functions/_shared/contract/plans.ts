/**
 * The plans' prices, written once: the pricing page (src/content/pricing.ts) shows them and the
 * books (the money function's scheduled postings) charge them. Whole dollars, as marketed.
 */
export const planIds = ['standard', 'plus'] as const;
export type PlanId = (typeof planIds)[number];

/** Product names, the same in every language: the agreements, the books and the portals use them. */
export const planNames: Record<PlanId, string> = { standard: 'Standard', plus: 'Plus' };

export const billingTermIds = ['monthly', 'annual'] as const;
export type BillingTerm = (typeof billingTermIds)[number];

export interface PlanPrice {
  /** Flat monthly fee per unit, by billing term. */
  monthly: Record<BillingTerm, number>;
  /** One-time fee when the office places a new tenant. */
  placement: number;
}

export const planPrices: Record<PlanId, PlanPrice> = {
  standard: { monthly: { monthly: 149, annual: 99 }, placement: 1500 },
  plus: { monthly: { monthly: 249, annual: 199 }, placement: 999 },
};

/** The same prices in cents, in the shape post_due_ledger_entries(p_prices) reads. */
export type LedgerPrices = Record<PlanId, Record<BillingTerm | 'placement', number>>;

export function ledgerPrices(prices: Record<PlanId, PlanPrice> = planPrices): LedgerPrices {
  const cents = (dollars: number) => Math.round(dollars * 100);
  const out = {} as LedgerPrices;
  for (const id of planIds) {
    const p = prices[id];
    out[id] = {
      monthly: cents(p.monthly.monthly),
      annual: cents(p.monthly.annual),
      placement: cents(p.placement),
    };
  }
  return out;
}
