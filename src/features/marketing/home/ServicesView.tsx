import {
  FileSignature,
  KeyRound,
  LineChart,
  Palmtree,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { CheckList } from '@/components/marketing/CheckList';
import { ClosingSection } from '@/components/marketing/Closing';
import { HeroText } from '@/components/marketing/HeroText';
import { paths } from '@/config/paths';
import type { ServiceIcon, ServicesContent } from '@/content/services';
import { Seo } from '@/lib/seo';
import { CircleCheck } from '@/components/marketing/icons';
import { FeatureIcon } from './FeatureIcon';
import { HeroIllustration } from './Illustration';
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
            <HeroText
              id="services-heading"
              eyebrow={hero.eyebrow}
              title={hero.headline}
              intro={hero.text}
              introWidth="max-w-xl"
            />
          </div>
          <HeroIllustration asset={illustrations.servicesHero} alt={hero.imageAlt} />
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
                  <CheckList
                    items={card.points}
                    className="mt-4 space-y-2 text-sm"
                    iconClassName="mt-0.5 size-4 shrink-0 text-primary"
                  />
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
                <CircleCheck className="mt-1 size-6 shrink-0 text-primary" />
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-1 text-muted-foreground">{item.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <ClosingSection
        id="services-cta-heading"
        heading={cta.heading}
        text={cta.text}
        links={[
          { to: paths.scheduleDemo, label: cta.primary },
          { to: paths.contact, label: cta.secondary },
        ]}
      />
    </>
  );
}
