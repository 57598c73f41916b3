import type { ComponentType } from 'react';
import { useLeadDialog } from '@/lib/leadDialog';
import { CheckList } from '@/components/marketing/CheckList';
import { ClosingSection } from '@/components/marketing/Closing';
import { HeroText } from '@/components/marketing/HeroText';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { FeatureIcon as FeatureIconName, HomeContent, PortalId } from '@/content/home';
import { LocalizedLink } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import { buildOrganizationJsonLd, buildRealEstateAgentJsonLd } from '@/lib/structured-data';
import { FeatureIcon } from './FeatureIcon';
import { FileText, Wrench } from '@/components/marketing/featureIcons';
import { BarChart3, LayoutDashboard, ShieldCheck, Wallet } from './icons';
import { HeroIllustration, Illustration } from './Illustration';
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
            <HeroText
              id="hero-heading"
              eyebrow={hero.eyebrow}
              title={hero.headline}
              intro={hero.subline}
              introWidth="max-w-xl"
            />
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
            <CheckList
              items={hero.trustPoints}
              className="mt-8 grid gap-3 text-sm font-medium sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3"
            />
          </div>
          <HeroIllustration asset={illustrations.homeHero} alt={hero.imageAlt} />
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
                  <CheckList items={card.bullets} className="mt-5 flex-1 space-y-2.5" />
                  <Button asChild className="mt-6 self-start">
                    <LocalizedLink to={paths.portal}>{card.cta}</LocalizedLink>
                  </Button>
                </article>
              );
            })}
          </div>
        </div>
      </section>

      <ClosingSection
        id="closing-heading"
        heading={closingCta.heading}
        text={closingCta.text}
        links={[{ to: paths.scheduleDemo, label: closingCta.cta }]}
        tall
      />
    </>
  );
}
