import { claims } from '@/content/claims';
import { claimText } from '@/content/claimText';
import { article } from '../article';

export const body = article(`
A vacant rental costs you money every day, and the speed at which it fills depends far more on marketing than on luck. Good rental marketing is not complicated: the right price, honest and attractive photos, a clear listing, wide distribution and quick responses. Here is the process we follow to fill homes quickly with qualified tenants, and the California rules to keep in mind along the way.

## Start before the current tenant leaves

The best time to market a rental is the day you receive a notice to vacate. Line up cleaning, paint and repairs so they can start the day after move-out, and plan showings while the current tenant is still there if they are willing. You can show an occupied unit to prospective tenants, but California law requires reasonable written notice before entry, with 24 hours presumed reasonable, and showings during normal business hours. A cooperative outgoing tenant is worth a thank-you; offering to schedule showings around them helps.

## Set the right price from day one

Pricing is the strongest marketing tool you have. Compare homes currently listed nearby with similar bedrooms, square footage, parking, yard and amenities, and note how long each has been on the market. Price within the range where comparable homes are actually renting, not where they are sitting. If a listing gets plenty of views but few inquiries after 10 to 14 days, the price is usually the reason, and a modest adjustment early costs less than another month of vacancy.

## Photos sell the showing

- Shoot after cleaning and repairs, on a bright day, with every light on and blinds open.
- Use landscape orientation and take one wide photo of each room from a corner, plus the kitchen, bathrooms, yard, parking and the front of the building.
- Remove clutter, personal items, cars in the driveway and trash bins from the frame.
- Avoid extreme wide-angle lenses and heavy filters; photos that overstate the space lead to disappointed visitors.
- Add a simple floor plan or a short video walkthrough; both reduce showings with people who were never a fit.

## Write a listing that answers questions

Lead with the facts renters filter by: rent, deposit, bedrooms, bathrooms, square footage, availability date, parking, laundry, air conditioning, pet policy and which utilities are included. Then describe the home and its location, such as a renovated kitchen, a shaded patio, the walk to a park or the drive to a major employer or freeway. Keep it specific and accurate; an honest listing brings visitors who want what you have.

Describe the property, never the kind of person you want to live there. Under federal and California fair housing laws, phrases such as “perfect for a single professional”, “adults only”, “no children”, “must be employed” (when other lawful income qualifies) or “no Section 8” can be treated as discriminatory. In California, refusing applicants because they pay rent with a housing voucher is unlawful source-of-income discrimination. State your screening criteria neutrally instead, for example “income of ${claims.tenantIncomeMultiple} times the rent from any lawful, verifiable source”.

## Distribute it widely

Renters search in many places, so a listing on a single website misses much of the market. We publish every listing on ${claimText.listingChannels}, and add a yard sign. Consistent information everywhere matters: when the price or availability changes, update every listing at once so prospects never find stale details.

## Respond fast and pre-qualify politely

Most renters contact several listings at once and tour the first homes that answer. Reply to inquiries within a few hours, ideally the same hour, with the key facts, the written screening criteria and the available showing times. Sharing the criteria up front is fair to everyone and saves time for applicants who would not qualify.

## Make showings easy

- Offer evening and weekend times; many renters cannot tour during the workday.
- Consider an open house for high-demand homes, or verified self-guided tours with a secure lockbox for vacant ones.
- Leave a one-page sheet with the rent, deposit, criteria and how to apply.
- Keep the home clean, cool in summer and well lit for every visit.

## Keep the application simple and lawful

An online application that works on a phone removes friction at the moment a renter is most interested. Follow the California rules on screening fees: charge no more than the yearly inflation-adjusted cap, give an itemized receipt and refund any unused portion. Review complete applications in the order received and apply the same written standards to everyone. Since July 2024 most landlords may collect a security deposit of no more than one month’s rent, so state the deposit clearly in the listing.

## Measure and adjust

Track listing views, inquiries, showings and applications each week. Many views but few inquiries point to price or photos; many showings but no applications point to the condition of the home or a mismatch with the listing. With a disciplined process most of our rentals fill within ${claimText.fillTime}, and the tenants who apply are the ones the listing was written for.

> Need help filling a vacancy?
> Marketing, showings and lease preparation are included in our flat-fee management, and ${claimText.feature('screening', 'tenant screening')} will be too. Fair housing and screening rules differ by city and change often; for questions about a specific situation, consult a qualified California landlord-tenant attorney.
`);
