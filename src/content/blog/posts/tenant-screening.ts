import { APPLICATION_FEE_CAP } from '@contract/application-fee.ts';
import { claimText } from '@/content/claimText';
import { formatDollars } from '@contract/money-format.ts';
import { article } from '../article';

export const body = article(`
Careful tenant screening is the single best protection a landlord has against unpaid rent, damage and evictions. In California it is also one of the most regulated parts of renting a home. A good process is thorough, written down in advance and applied the same way to every applicant. This guide walks through how we approach it and the state rules that shape each step.

## Write your criteria before you advertise

Decide your minimum standards before the first inquiry arrives and put them in writing: income, credit, rental history, occupancy limits, pets and any other requirements. Give the criteria to every applicant, process complete applications in the order you receive them, and keep notes on why each one was approved or declined. Consistency is what makes a decision defensible if it is ever questioned.

## Fair housing comes first

California’s Fair Employment and Housing Act (FEHA) protects more groups than federal law does. You may not treat applicants differently because of race, color, religion, sex, gender, gender identity or expression, sexual orientation, marital status, national origin, ancestry, familial status, disability, genetic information, veteran or military status, or source of income, among others.

- Source of income includes federal, state and local housing assistance such as Housing Choice (Section 8) vouchers. Refusing voucher holders, or advertising “no Section 8”, is unlawful in California.
- When an applicant receives a rent subsidy, an income requirement should generally be applied only to the part of the rent the tenant pays.
- If you use credit history and the applicant has a government rent subsidy, state law requires you to offer the option of providing other lawful, verifiable evidence of the ability to pay, such as benefit statements or proof of timely rent payments.
- Applicants with disabilities may ask for reasonable accommodations, including assistance animals in a no-pets home. Assistance animals are not pets, and you may not charge pet rent or pet deposits for them.

## Application fees

Civil Code section 1950.6 caps the application screening fee at $30 adjusted each year for inflation: ${formatDollars(APPLICATION_FEE_CAP.amount, 'en', { cents: true })} per applicant in ${APPLICATION_FEE_CAP.year} (no state agency publishes the figure, so check it each January). The fee may cover only your actual out-of-pocket screening costs and time. You must give the applicant an itemized receipt and refund any part you did not use. Since January 1, 2025 (AB 2493), you must send each applicant a copy of the consumer credit report within 7 days of receiving it, without waiting to be asked, and you may charge the fee only if you either screen applications in the order received and offer the home to the first qualified applicant, or refund the fee to every applicant not selected. Never collect a fee when no unit is available.

## The screening steps

### Identity and the application

Confirm that the application is complete and that the applicant is who they say they are. Every adult who will live in the home should apply. Use the same application form, the same questions and the same fee for everyone.

### Income

Our standard is verifiable household income of ${claimText.tenantIncome}. Pay stubs, employer verification, bank statements, offer letters, tax returns for self-employed applicants and benefit award letters are all acceptable evidence. Count all lawful, verifiable income, not only wages.

### Credit

Look at the pattern rather than the score alone. Unpaid balances owed to previous landlords or utilities tell you more than a medical collection or a thin file from a young applicant. California law also bars landlords from using unpaid rent from the COVID-19 emergency period (March 2020 to September 2021) as a negative factor when evaluating an application.

### Rental history

Call the two most recent landlords, not only the current one, who may be motivated to give a glowing reference to a tenant they want to leave. Ask whether rent was paid on time, whether proper notice was given, whether the deposit was returned in full and whether they would rent to the applicant again. Note that many eviction court records in California are masked from public view, and an eviction filing that was dismissed or settled is not the same as a judgment.

### Criminal history

This is the area with the strictest rules. Under the FEHA regulations you may not consider arrests that did not lead to a conviction, sealed, dismissed or expunged convictions, or juvenile records, and a blanket ban on anyone with a record is likely to be challenged. Any conviction you do consider should be directly related to the safety of people or property, with an individual assessment of its nature, how long ago it happened and evidence of rehabilitation. Several local governments, including the City of Los Angeles and Los Angeles County, have fair-chance housing ordinances that restrict or delay criminal background checks further. Check the rules for the city where your property sits before you include this step.

## Making and communicating the decision

Approve the first applicant who meets your written criteria. If you deny an application, or approve it only with a larger deposit or a co-signer, because of information in a consumer report, federal law requires an adverse action notice that names the screening company and explains the applicant’s right to a free copy of the report and to dispute it. Remember that since July 1, 2024 most landlords may not collect a security deposit of more than one month’s rent, so a higher deposit is often not an option anyway.

1. Publish written criteria and give them to every applicant.
2. Accept complete applications in the order received.
3. Verify identity, income, credit and rental history the same way for everyone.
4. Apply fair housing, source-of-income and criminal-history rules for your city.
5. Decide promptly, document the reasons and send required notices.
6. Keep screening records securely and dispose of them safely when no longer needed.

> When in doubt, ask
> Screening rules change regularly and differ from city to city. This guide is general information, not legal advice; for a specific situation, consult a California landlord-tenant attorney or a professional property manager who screens applicants every week.
`);
