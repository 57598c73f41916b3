import { claimText } from '@/content/claimText';
import { article } from '../article';

export const body = article(`
Rental profit is not only about the rent. It is the rent you actually collect, minus vacancy, turnover, repairs, insurance, taxes and management, over the years you own the property. Small improvements in each of those lines compound. These are the levers we see make the biggest difference for owners in Southern California.

## 1. Price to the market, not to your mortgage

The right rent is set by comparable homes that are available now, not by what you need to cover your costs. Compare homes of similar size, condition, parking and amenities within a mile or two, and look at how long they have been listed. A home priced slightly above the market can sit for weeks, and one extra empty month wipes out the gain from asking an extra hundred dollars for a year.

Review the rent at every renewal, but know the rules first. Many California rentals are covered by the Tenant Protection Act (AB 1482), which limits increases within any 12-month period to 5% plus the local rise in the cost of living, with a maximum of 10%. Some cities have stricter local rent control. State law also requires at least 30 days’ written notice for an increase of 10% or less and 90 days for a larger one. Exemptions exist, for example for many single-family homes owned by individuals, but usually only if the lease contains the required exemption notice, so check before you rely on one.

## 2. Cut vacancy and turnover

Turnover is where profits disappear: cleaning, paint, repairs, marketing and empty weeks. Keeping a good tenant for another year is usually worth more than any increase you could get from a new one.

- Start renewal conversations 60 to 90 days before the lease ends, not in the final week.
- Answer maintenance requests quickly and tell tenants when work is scheduled.
- Offer a small upgrade at renewal, such as a new ceiling fan or fresh paint in one room.
- Keep increases reasonable for reliable tenants; a modest raise that keeps them is often the better deal.
- When a unit does turn over, prepare the listing before move-out so it goes live immediately. Most of our rentals fill in ${claimText.fillTime}.

## 3. Make upgrades tenants will pay for

Not every renovation pays back in rent. The best returns usually come from durable, practical improvements that photograph well and reduce future repairs. In the Inland Empire and the desert communities, reliable air conditioning is close to essential and has a direct effect on how quickly a home rents. Luxury finishes, on the other hand, rarely earn back their cost in a rental.

- Luxury vinyl plank flooring instead of carpet in living areas
- Neutral, washable paint and LED lighting throughout
- In-unit washer and dryer hookups, or appliances where space allows
- Ceiling fans, window coverings and efficient central air
- Keyless entry locks, which also simplify turnovers and showings
- Drought-tolerant landscaping with drip irrigation, which lowers water bills and upkeep

## 4. Control operating expenses

Shop your landlord insurance policy every year or two and make sure the coverage matches the property, including loss of rent and liability. Proposition 13 limits yearly increases in your assessed value, but if market values in your area fall below your assessed value you can ask the county assessor for a decline-in-value review. Many local water agencies offer rebates for smart irrigation controllers and turf replacement. Above all, preventive maintenance is cheaper than emergency repairs: servicing the air conditioning each spring and inspecting the roof each fall prevents the most expensive calls.

## 5. Add legitimate extra income

Depending on the property, you may be able to charge separately for a garage, storage space, extra parking or on-site laundry. Accepting pets widens your pool of applicants, and monthly pet rent is common. Keep two California rules in mind: any pet deposit counts toward the legal limit on the total security deposit, and assistance animals for people with disabilities are not pets, so you cannot charge pet rent or a pet deposit for them. If you plan to bill tenants for utilities, follow the state rules on submetering and allocation and disclose the method in the lease.

## 6. Collect rent reliably

Online payments with automatic reminders reduce late rent more than any penalty does. Put the due date, the grace period and a reasonable late fee in the lease; California courts may refuse to enforce late fees that are out of proportion to the landlord’s actual costs. California also requires landlords to accept at least one form of payment that is neither cash nor an electronic transfer, so keep a check or money order option available. When rent is late, follow up the same day, and if you need to serve a three-day notice to pay or quit, make sure it states only the rent owed and is served correctly.

## 7. Use the tax rules and keep good records

Rental owners can generally deduct mortgage interest, property tax, insurance, repairs, management fees and other ordinary expenses, and depreciate the building (not the land) over 27.5 years. The line between a deductible repair and an improvement that must be depreciated is not always obvious, and passive-loss rules can limit what you deduct in a given year. Keep every receipt and a monthly statement for each property, and work with a CPA who knows rental real estate.

## 8. Keep management costs flat

A percentage-based management fee grows every time the rent grows, so part of every increase you earn goes to your manager. With ${claimText.flatRate}, ${claimText.noHiddenFees} and ${claimText.noPercentageCuts}, the increase stays with you. Owner payouts arrive ${claimText.payout}, together with a statement you can hand to your accountant.

> Start with one change
> You do not need to do everything at once. Pick the lever with the biggest gap for your property, usually pricing or turnover, measure the result for a year, and then move on to the next one. Rules referenced here change over time and vary by city; check the details for your property with a qualified professional.
`);
