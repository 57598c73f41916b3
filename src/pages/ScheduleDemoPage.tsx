import { ArrowLeft, CircleCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import { claimText } from '@/content/claims';
import { company } from '@/config/company';
import { LazyConsultationForm } from '@/features/leads/LazyForms';
import { Seo } from '@/lib/seo';

export const scheduleDemoCopy = {
  seoTitle: `Schedule Your Consultation Call | ${company.shortName}`,
  seoDescription: `Book a free consultation call with ${company.name}. Pick an open time in the next two weeks and get a calendar invitation by email, with a free guide to the costliest DIY landlord mistakes.`,
  back: 'Back to Home',
  heading: 'Schedule Your Consultation Call',
  intro: `Pick an open time in the next two weeks and it is booked. A local property manager will call to learn about your rental, answer your questions and show you what ${claimText.flatRate} covers. No pressure and no obligation.`,
  expectTitle: 'What to expect',
  expect: [
    'A short, friendly call about your property and your goals',
    `A clear quote: ${claimText.flatRate}, ${claimText.noHiddenFees}, ${claimText.noPercentageCuts}`,
    'A calendar invitation by email as soon as you book, and a reminder before the call',
    'A free guide to the 10 costliest DIY landlord mistakes, by email',
  ],
} as const;

export default function ScheduleDemoPage() {
  const copy = scheduleDemoCopy;
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.scheduleDemo} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <Button asChild variant="ghost" className="-ml-3">
          <Link to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {copy.back}
          </Link>
        </Button>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {copy.heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{copy.intro}</p>

        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
          <Card>
            <CardContent className="pt-6">
              <LazyConsultationForm />
            </CardContent>
          </Card>
          <aside aria-labelledby="expect-heading">
            <h2 id="expect-heading" className="text-lg font-semibold">
              {copy.expectTitle}
            </h2>
            <ul className="mt-4 flex flex-col gap-3">
              {copy.expect.map((item) => (
                <li key={item} className="flex gap-2 text-muted-foreground">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  {item}
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </div>
    </>
  );
}
