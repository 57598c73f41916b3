import type { ComponentType } from 'react';
import { useLeadDialog } from '@/lib/leadDialog';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { FeatureIcon as FeatureIconName, HomeContent, PortalId } from '@/content/home';
import { LocalizedLink } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { buildOrganizationJsonLd, buildRealEstateAgentJsonLd } from '@/lib/structured-data';
import { FeatureIcon } from './FeatureIcon';
import {
  BarChart3,
  CircleCheck,
  FileText,
  LayoutDashboard,
  ShieldCheck,
  Wallet,
  Wrench,
} from './icons';
import { Illustration } from './Illustration';
import { illustrations } from './illustrations';

// Display order of the feature cards and the portals (the copy is keyed, so both languages match).
const featureIcons: ReadonlyArray<[FeatureIconName, ComponentType<{ className?: string }>]> = [
  ['rent', Wallet],
  ['maintenance', Wrench],
  ['documents', FileText],
  ['dashboards', LayoutDashboard],
  ['security', ShieldCheck],
  ['analytics', BarChart3],
];
const portalIds: readonly PortalId[] = ['owner', 'tenant'];

/** The home page in either language: the page passes its catalogue. */
export function HomeView({ content }: { content: HomeContent }) {
  const leadDialog = useLeadDialog();
  const { seo, hero, features, testimonial, portals, closingCta } = content;
  return (
    <>
      <Seo
        title={seo.title}
        description={seo.description}
        path={paths.home}
        jsonLd={[buildOrganizationJsonLd(), buildRealEstateAgentJsonLd()]}
      />

      <section aria-labelledby="hero-heading" className="bg-muted">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">
              {hero.eyebrow}
            </p>
            <h1
              id="hero-heading"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
            >
              {hero.headline}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted-foreground">{hero.subline}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button
                size="lg"
                onClick={() => leadDialog.open()}
                onPointerEnter={leadDialog.preload}
                onFocus={leadDialog.preload}
              >
                {hero.cta}
              </Button>
              <Button asChild size="lg" variant="outline">
                <a href="#features">{hero.secondaryCta}</a>
              </Button>
            </div>
            <ul className="mt-8 grid gap-3 text-sm font-medium sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {hero.trustPoints.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
          <Illustration
            asset={illustrations.homeHero}
            alt={hero.imageAlt}
            sizes="(min-width: 1152px) 544px, (min-width: 1024px) 46vw, (min-width: 640px) 608px, calc(100vw - 32px)"
            priority
            className="mx-auto max-w-xl rounded-2xl"
          />
        </div>
      </section>

      <section id="features" aria-labelledby="features-heading" className="scroll-mt-20">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
                {features.heading}
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">{features.intro}</p>
            </div>
            <Button asChild size="lg" variant="secondary">
              <LocalizedLink to={paths.pricing}>{features.pricingCta}</LocalizedLink>
            </Button>
          </div>

          <figure className="mt-10 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
            <span aria-hidden="true" className="block text-5xl leading-none font-bold text-primary">
              “
            </span>
            <blockquote className="mt-3 text-lg leading-relaxed">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="mt-4 text-sm">
              <span className="font-semibold">{testimonial.name}</span>
              <span className="text-muted-foreground">, {testimonial.detail}</span>
            </figcaption>
          </figure>

          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featureIcons.map(([key, icon]) => (
              <li key={key} className="rounded-xl border border-border bg-card p-6 shadow-sm">
                <FeatureIcon icon={icon} />
                <h3 className="mt-4 text-lg font-semibold">{features.cards[key].title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{features.cards[key].text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="portals" aria-labelledby="portals-heading" className="scroll-mt-20 bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-20">
          <div className="grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
            <div>
              <h2 id="portals-heading" className="text-3xl font-bold tracking-tight">
                {portals.heading}
              </h2>
              <p className="mt-4 text-lg text-muted-foreground">{portals.intro}</p>
            </div>
            <Illustration
              asset={illustrations.homePortals}
              alt={portals.imageAlt}
              sizes="(min-width: 1152px) 432px, (min-width: 1024px) 38vw, (min-width: 640px) 480px, calc(100vw - 32px)"
              className="mx-auto max-w-md rounded-2xl"
            />
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {portalIds.map((id) => {
              const card = portals.cards[id];
              return (
                <article
                  key={id}
                  aria-labelledby={`portal-${id}`}
                  className="flex flex-col rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8"
                >
                  <h3 id={`portal-${id}`} className="text-2xl font-bold">
                    {card.title}
                  </h3>
                  <p className="mt-2 text-muted-foreground">{card.text}</p>
                  <ul className="mt-5 flex-1 space-y-2.5">
                    {card.bullets.map((bullet) => (
                      <li key={bullet} className="flex items-start gap-2">
                        <CircleCheck
                          aria-hidden="true"
                          className="mt-0.5 size-5 shrink-0 text-primary"
                        />
                        <span>{bullet}</span>
                      </li>
                    ))}
                  </ul>
                  <Button asChild className="mt-6 self-start">
                    <LocalizedLink to={paths.portal}>{card.cta}</LocalizedLink>
                  </Button>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <section aria-labelledby="closing-heading">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:py-20">
          <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
            {closingCta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{closingCta.text}</p>
          <Button asChild size="lg" className="mt-8">
            <LocalizedLink to={paths.scheduleDemo}>{closingCta.cta}</LocalizedLink>
          </Button>
        </div>
      </section>
    </>
  );
}
