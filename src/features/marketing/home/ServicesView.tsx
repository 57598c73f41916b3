import {
  CircleCheck,
  FileSignature,
  KeyRound,
  LineChart,
  Palmtree,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { ServiceIcon, ServicesContent } from '@/content/services';
import { LocalizedLink } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { FeatureIcon } from './FeatureIcon';
import { Illustration } from './Illustration';
import { illustrations } from './illustrations';

// Display order of the service cards (the copy is keyed, so both languages match).
const serviceIcons: ReadonlyArray<[ServiceIcon, LucideIcon]> = [
  ['screening', KeyRound],
  ['rent', Wallet],
  ['maintenance', Wrench],
  ['lease', FileSignature],
  ['reporting', LineChart],
];

/** The services page in either language: the page passes its catalogue. */
export function ServicesView({ content }: { content: ServicesContent }) {
  const { seo, hero, cards, vacationRentals, differentiators, cta } = content;
  return (
    <>
      <Seo title={seo.title} description={seo.description} path={paths.services} />

      <section aria-labelledby="services-heading" className="bg-muted">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {hero.eyebrow}
            </p>
            <h1
              id="services-heading"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {hero.headline}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">{hero.text}</p>
          </div>
          <Illustration
            asset={illustrations.servicesHero}
            alt={hero.imageAlt}
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) 46vw, (min-width: 640px) 608px, calc(100vw - 32px)"
            priority
            className="mx-auto max-w-xl rounded-2xl"
          />
        </div>
      </section>

      <section aria-labelledby="services-list-heading">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="services-list-heading" className="text-3xl font-bold tracking-tight">
            {content.listHeading}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {serviceIcons.map(([key, icon]) => {
              const card = cards[key];
              return (
                <li
                  key={key}
                  className="flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm"
                >
                  <FeatureIcon icon={icon} />
                  <h3 className="mt-4 text-xl font-semibold">{card.title}</h3>
                  <p className="mt-2 text-muted-foreground">{card.text}</p>
                  <ul className="mt-4 space-y-2 text-sm">
                    {card.points.map((point) => (
                      <li key={point} className="flex items-start gap-2">
                        <CircleCheck
                          aria-hidden="true"
                          className="mt-0.5 size-4 shrink-0 text-primary"
                        />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>

          <div className="mt-10 flex flex-col gap-4 rounded-2xl bg-secondary p-6 text-secondary-foreground sm:flex-row sm:items-center sm:p-8">
            <Palmtree aria-hidden="true" className="size-10 shrink-0" />
            <div>
              <h2 className="text-xl font-bold">{vacationRentals.heading}</h2>
              <p className="mt-1">{vacationRentals.text}</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 id="why-heading" className="text-3xl font-bold tracking-tight">
            {differentiators.heading}
          </h2>
          <ul className="mt-10 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
            {differentiators.items.map((item) => (
              <li key={item.title} className="flex items-start gap-3">
                <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0 text-primary" />
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1 text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="services-cta-heading">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h2 id="services-cta-heading" className="text-3xl font-bold tracking-tight">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{cta.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <LocalizedLink to={paths.scheduleDemo}>{cta.primary}</LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <LocalizedLink to={paths.contact}>{cta.secondary}</LocalizedLink>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
