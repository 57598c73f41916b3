import { claimText } from '@/content/claimText';
import * as figures from './hidden-cost-figures';
import { formatDollars } from '@contract/money-format.ts';
import { article } from '../article';

export const body = article(`
Many owners decide to manage their own rental to save the management fee. On paper that looks like pure savings. In practice, self-management carries costs that never show up as a line item on your statement: the weeks a unit sits empty, the evenings spent on calls and paperwork, repair bills paid at retail prices, and the legal exposure of getting a California notice or deposit deduction wrong. Here is how to put a realistic number on each one before you decide.

## Vacancy is the most expensive line you never see

Every week a rental sits empty costs you about a week of rent, and you still pay the mortgage, property tax, insurance and utilities. On a home renting for ${formatDollars(figures.exampleRent)} a month, one empty week costs roughly ${figures.weeklyRent}, and a six-week vacancy costs about ${figures.sixWeekVacancy} in lost rent before you count the holding costs. Self-managing owners tend to have longer vacancies for predictable reasons: the listing goes up late, the photos are taken on a phone at dusk, inquiries wait until evening for an answer, and showings have to fit around a day job.

Professional leasing shortens that gap by preparing the listing before the current tenant moves out, publishing it on ${claimText.listingChannels}, answering inquiries the same day and showing the home when prospects are free. Most of the rentals we lease are filled in ${claimText.fillTime}. If your last turnover took two months, the difference alone can be worth more than a year of flat management fees.

## Your time has a price

Owners routinely underestimate the hours. A single turnover can take 15 to 30 hours once you add up cleaning and repair coordination, photos, the listing, phone calls, showings, screening and lease signing. Between turnovers there is a steady trickle of smaller jobs that arrive at inconvenient times.

- Marketing the unit, answering inquiries and holding showings
- Screening applications, verifying income and calling previous landlords
- Preparing the lease and the disclosures California requires
- Collecting rent, following up on late payments and serving notices correctly
- Coordinating repairs, including emergencies at night and on weekends
- Keeping records of deposits, expenses and receipts for your tax return

Multiply a realistic yearly estimate of those hours by what an hour of your time is worth. For owners with demanding jobs or more than one property, this number is often larger than the fee they were trying to avoid, and it does not include the stress of a 2 a.m. call about a burst supply line.

## Repairs cost more when you pay retail

Individual owners usually call whoever can come soonest, at whatever price they quote, often under time pressure. A manager who places work across many homes has vetted vendors, known rates and the leverage to hold contractors to quality and schedule. Small problems are also caught earlier: a slow leak noticed during a routine inspection is a cheap repair, while the same leak found at move-out can mean new drywall, flooring and mold remediation.

Deferred maintenance has a legal side as well. In California every residential lease carries an implied warranty of habitability, and tenants have remedies when a landlord does not fix conditions that make a home unfit to live in, such as repair-and-deduct in limited circumstances or withholding rent in serious cases. Responding quickly is both cheaper and safer.

## Legal mistakes can cost more than years of fees

California landlord-tenant law is detailed and it changes almost every year. These are the areas where self-managing owners most often stumble:

- Security deposits: since July 1, 2024, AB 12 limits most landlords to a deposit of one month’s rent, and the deposit must be returned with an itemized statement of deductions within 21 days after the tenant moves out. Keeping a deposit in bad faith can expose you to damages of up to twice the deposit on top of the amount owed.
- Notices: a three-day notice to pay rent or quit must state the rent actually owed and its count excludes weekends and court holidays. A defective notice can force you to start the whole process over.
- Rent increases and terminations: many properties are covered by the Tenant Protection Act (AB 1482), which caps yearly increases and requires a just cause to end most tenancies after the first year.
- Fair housing: advertising or screening that discriminates against a protected group, including applicants who pay part of the rent with a housing voucher, can lead to complaints and damages.

A single deposit dispute or wrongful-eviction claim can easily cost more than several years of management fees. Rules also vary by city, so treat this article as general information and check specific questions with a qualified California landlord-tenant attorney.

## Tenant quality and turnover

The most expensive tenant is the wrong one. An eviction in California commonly takes weeks to months, and the unpaid rent, court costs, attorney fees and repairs add up quickly. Consistent, documented screening, including verified income of ${claimText.tenantIncome}, rental history and credit, applied the same way to every applicant, prevents most of these losses. Good tenants also stay longer when maintenance requests are handled promptly and communication is professional, and every renewal is a turnover you do not pay for.

## Comparing the real numbers

Traditional managers often charge ${figures.percentLow}-${figures.percentHigh}% of the rent collected, frequently plus leasing, renewal and maintenance markup fees. On a ${formatDollars(figures.exampleRent)} monthly rent, ${figures.percentLow}-${figures.percentHigh}% is ${figures.lowFee} to ${figures.highFee} a month before the extras, and it rises every time your rent does. We charge ${claimText.flatRate}, with ${claimText.noHiddenFees} and ${claimText.noPercentageCuts}, so a rent increase stays with you.

1. Estimate your typical vacancy in weeks and multiply it by your weekly rent.
2. Estimate your yearly hours of management work and multiply them by your hourly value.
3. Add the premium you pay for repairs arranged in a hurry or at retail prices.
4. Add an allowance for legal risk: deposit disputes, defective notices and fair housing complaints.
5. Compare the total with a year of flat management fees.

> The bottom line
> If the hidden costs add up to more than the fee, self-management is not saving you money; it is costing you time and return. Run the numbers for your own property, and if you would like a second opinion, we are happy to walk through them with you.
`);
