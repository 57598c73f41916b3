import { ArrowLeft, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardContent } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import type { ScheduleDemoCopy } from '@/content/scheduleDemo';
import { LocalizedLink } from '@/lib/i18n';
import { Seo } from '@/lib/seo';

export interface ScheduleDemoViewProps {
  copy: ScheduleDemoCopy;
  /** The consultation booking form (the leads feature's), in the page's language. */
  form: ReactNode;
}

/** The consultation page in either language: the text around the booking form. */
export function ScheduleDemoView({ copy, form }: ScheduleDemoViewProps) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.scheduleDemo} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <Button asChild variant="ghost" className="-ml-3">
          <LocalizedLink to={paths.home}>
            <ArrowLeft aria-hidden="true" />
            {copy.back}
          </LocalizedLink>
        </Button>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {copy.heading}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{copy.intro}</p>

        <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_18rem]">
          <Card>
            <CardContent className="pt-6">{form}</CardContent>
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
