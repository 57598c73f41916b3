import { article } from '../article';

export const body = article(`
California has some of the most detailed landlord-tenant laws in the country, and the legislature changes them almost every year. This overview covers the rules that affect day-to-day management of a typical Southern California rental. It is general information, not legal advice: many cities add their own rules on top of state law, so confirm the details for your property with a California landlord-tenant attorney before you act.

## Rent caps and just cause: the Tenant Protection Act (AB 1482)

The Tenant Protection Act limits rent increases on covered properties to 5% plus the regional rise in the cost of living (CPI), with an absolute maximum of 10%, in any 12-month period. It applies to most residential rentals that are more than 15 years old, counted on a rolling basis. Common exemptions include single-family homes and condominiums owned by individuals rather than corporations or REITs, but only if the lease contains the specific exemption notice the statute requires. An owner-occupied duplex is also exempt.

Once a tenant has lawfully occupied a covered unit for 12 months, the owner needs a just cause to end the tenancy. At-fault causes include non-payment of rent, a material breach of the lease, nuisance and criminal activity on the property. No-fault causes, such as an owner or close relative moving in, withdrawing the unit from the rental market or a substantial remodel, require relocation assistance equal to one month’s rent (or waiving the final month’s rent). Amendments that took effect in April 2024 (SB 567) tightened the no-fault rules, for example requiring an owner who moves in to do so within 90 days and stay for at least 12 months. Cities with local rent control, such as Los Angeles and Pasadena, may be stricter still.

## Security deposits

- Since July 1, 2024 (AB 12), most landlords may collect no more than one month’s rent as a security deposit, furnished or not. A small-landlord exception allows up to two months for individuals who own no more than two residential rental properties with four units or fewer in total, but not when the tenant is a service member.
- Any pet deposit or move-in fee other than the first month’s rent counts toward that limit.
- Within 21 days after the tenant moves out, you must return the deposit or send an itemized statement of deductions with the balance, including receipts or invoices for work costing $125 or more.
- You may deduct for unpaid rent, cleaning to return the unit to its move-in condition, and damage beyond ordinary wear and tear, but not for normal wear.
- Since April 2025 (AB 2801), landlords are expected to photograph the unit at move-out and before and after repairs they charge for, and, for tenancies beginning on or after July 1, 2025, at move-in too.

## Entering the unit

Under Civil Code section 1954 a landlord may enter only for specific reasons, such as necessary repairs, agreed services, showing the unit to prospective tenants, buyers or lenders, or an inspection before move-out. Except in an emergency, you must give reasonable written notice, and 24 hours is presumed reasonable (six days if the notice is mailed). Entry should be during normal business hours unless the tenant agrees otherwise. Repeated or harassing entries can create liability even when notice is given.

## Notices: rent increases, terminations and unpaid rent

- Rent increases: at least 30 days’ written notice for an increase of 10% or less within 12 months, and 90 days for more than 10% (where a larger increase is allowed at all).
- Ending a month-to-month tenancy: 30 days’ notice if every tenant has lived there less than a year, 60 days if anyone has lived there a year or more, and a just cause stated in the notice where the Tenant Protection Act or a local ordinance applies.
- Unpaid rent: a three-day notice to pay rent or quit must state only the rent actually owed, say to whom and how it can be paid, and its three days exclude Saturdays, Sundays and court holidays.

Only a court can evict a tenant. Changing the locks, removing doors or belongings, or shutting off utilities to force a tenant out is illegal self-help and can lead to substantial penalties. Since January 1, 2025, tenants generally have ten court days, rather than five, to respond to an unlawful detainer complaint, so plan for a longer timeline.

## Habitability and retaliation

Every lease includes an implied warranty of habitability: weatherproofing, plumbing, hot water, heating, electrical systems, sanitation, locks and smoke alarms must all work. If a landlord ignores a serious defect after notice, a tenant may in some cases repair it and deduct the cost, up to one month’s rent and no more than twice in 12 months, or raise the condition as a defense to an eviction. Raising the rent, reducing services or threatening eviction within 180 days after a tenant complains to you or to a government agency is presumed to be retaliation.

## Fair housing

The Fair Employment and Housing Act prohibits discrimination in advertising, screening, terms and evictions based on a long list of protected characteristics, including race, religion, sex, gender identity, sexual orientation, familial status, disability, national origin, marital status and source of income. Since 2020, source of income includes housing vouchers, so “no Section 8” policies are unlawful. Landlords must also make reasonable accommodations for tenants with disabilities, such as allowing an assistance animal in a no-pets building.

## Required disclosures and safety devices

- Lead-based paint: for homes built before 1978, disclose any known lead hazards, give tenants the EPA pamphlet “Protect Your Family From Lead in Your Home” and include the lead warning statement in the lease.
- Bed bugs: give prospective tenants the written bed bug information the Civil Code requires, do not rent a unit you know is infested, and share inspection results with affected tenants.
- Mold: disclose known mold conditions that pose a health risk, and treat visible mold as a habitability problem to fix.
- Megan’s Law: include the statutory notice about the public sex offender database in the lease.
- Flood risk: disclose if the property is in a special flood hazard area, as required for leases since July 2018.
- Other notices where they apply: periodic pest control, shared utility meters, a death in the unit within the past three years, pending demolition and nearby former military ordnance sites.
- Smoke alarms in every unit and carbon monoxide detectors wherever there is a gas appliance, fireplace or attached garage, tested at each turnover.

> Keep up with the changes
> New housing laws usually take effect on January 1 or July 1. Review your lease forms and procedures at least once a year, and consult a qualified California attorney about any specific notice, increase or eviction. A professional manager who handles these rules every day can keep your property compliant as they change.
`);
