import {
  ArrowRight,
  Briefcase,
  CircleCheck,
  DollarSign,
  GraduationCap,
  House,
  MapPin,
  Scale,
  Sun,
  Train,
  TreePalm,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { listingSearchParams, noSearch } from '@contract/listing-search.ts';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import type { CityRule } from '@/content/cityRules';
import type { CitySectionCopy } from '@/content/locationDetails';
import type { Area, Highlight, HighlightIcon } from '@/content/locations';
import { plans } from '@/content/pricing';
import { LocalizedLink } from '@/lib/i18n';
import { formatDollars } from '@contract/money-format.ts';

// Below the hero of the location pages, with a dozen icons: loaded lazily with the copy of the
// page's language (LazySections.tsx), so this module is not part of the JS needed before first
// interaction.
const icons: Record<HighlightIcon, LucideIcon> = {
  'trending-up': TrendingUp,
  dollar: DollarSign,
  briefcase: Briefcase,
  scale: Scale,
  home: House,
  train: Train,
  sun: Sun,
  users: Users,
  graduation: GraduationCap,
  palm: TreePalm,
};

/** Four cards with an icon, a title (h3) and a description. */
export function HighlightGrid({ items }: { items: readonly Highlight[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => {
        const Icon = icons[item.icon];
        return (
          <li key={item.title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{item.description}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** What we do, as a checklist. */
export function ServiceChecklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Neighbourhoods or hotspot areas: name (h3) and a line about each. */
export function AreaList({ areas }: { areas: readonly Area[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {areas.map((area) => (
        <li key={area.name} className="flex gap-3 rounded-xl border border-border bg-card p-5">
          <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
          <div>
            <h3 className="font-semibold">{area.name}</h3>
            <p className="mt-1 text-sm text-muted-foreground">{area.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The headings of the sections, from the page's copy (a city page has all six). */
export interface SectionTitles {
  highlights: string;
  services: string;
  areas: string;
  prices?: string;
  rules?: string;
  listings?: string;
}

/** What only a city's page shows: its prices, rent rules and a link to its listings. */
export interface CityExtras {
  city: string;
  rules: readonly CityRule[];
  /** The county's name, as the rules' introduction says it. */
  county: string;
  copy: CitySectionCopy;
}

interface DetailSectionsProps {
  highlights: { id: string; items: readonly Highlight[] };
  services: readonly string[];
  /** `intro`: a sentence on the place above its areas. */
  areas: { id: string; items: readonly Area[]; intro?: string };
  titles: SectionTitles;
  city?: CityExtras;
}

const sectionInner = 'mx-auto max-w-6xl px-4 py-14 sm:py-16';
const headingClass = 'text-3xl font-bold tracking-tight';

/** The plans' flat prices, from the plans themselves (pricing.ts). */
function PriceList({ copy }: { copy: CitySectionCopy }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {plans.map((plan) => (
        <li key={plan.id} className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <h3 className="text-lg font-semibold">{plan.name}</h3>
          <ul className="mt-3 flex flex-col gap-1 text-sm text-muted-foreground">
            <li>{copy.monthToMonth(formatDollars(plan.monthlyPrice.monthly))}</li>
            <li>{copy.annual(formatDollars(plan.monthlyPrice.annual))}</li>
            <li>{copy.placement(formatDollars(plan.tenantPlacementFee))}</li>
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** Each rule with its sources, linked. */
function RuleList({ rules, copy }: { rules: readonly CityRule[]; copy: CitySectionCopy }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {rules.map((rule) => (
        <li key={rule.id} className="rounded-xl border border-border bg-card p-6">
          <h3 className="text-lg font-semibold">{rule.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{rule.text}</p>
          <p className="mt-3 text-sm">
            {copy.sources}{' '}
            {rule.sources.map((source, i) => (
              <span key={source.url}>
                {i > 0 && '; '}
                <a
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline underline-offset-4"
                >
                  {source.label}
                </a>
              </span>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The sections under a page's hero: highlights, the checklist, a city's prices and rules, the areas and a city's listings. */
export function DetailSections({ highlights, services, areas, titles, city }: DetailSectionsProps) {
  const listingsHref = city
    ? `${paths.properties}?${listingSearchParams({ ...noSearch, type: 'rent', city: city.city }).toString()}`
    : '';
  return (
    <>
      {highlights.items.length > 0 && (
        <section aria-labelledby={highlights.id}>
          <div className={sectionInner}>
            <h2 id={highlights.id} className={headingClass}>
              {titles.highlights}
            </h2>
            <div className="mt-8">
              <HighlightGrid items={highlights.items} />
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="services-heading" className="bg-muted">
        <div className={sectionInner}>
          <h2 id="services-heading" className={headingClass}>
            {titles.services}
          </h2>
          <div className="mt-8">
            <ServiceChecklist items={services} />
          </div>
        </div>
      </section>

      {city && (
        <>
          <section aria-labelledby="prices-heading">
            <div className={sectionInner}>
              <h2 id="prices-heading" className={headingClass}>
                {titles.prices}
              </h2>
              <p className="mt-3 text-muted-foreground">{city.copy.pricesIntro}</p>
              <div className="mt-8">
                <PriceList copy={city.copy} />
              </div>
              <Button asChild variant="outline" className="mt-8">
                <LocalizedLink to={paths.pricing}>
                  {city.copy.comparePlans}
                  <ArrowRight aria-hidden="true" />
                </LocalizedLink>
              </Button>
            </div>
          </section>

          <section aria-labelledby="rules-heading" className="bg-muted">
            <div className={sectionInner}>
              <h2 id="rules-heading" className={headingClass}>
                {titles.rules}
              </h2>
              <p className="mt-3 max-w-3xl text-muted-foreground">
                {city.copy.rulesIntro(city.city, city.county)}
              </p>
              <div className="mt-8">
                <RuleList rules={city.rules} copy={city.copy} />
              </div>
            </div>
          </section>
        </>
      )}

      <section aria-labelledby={areas.id}>
        <div className={sectionInner}>
          <h2 id={areas.id} className={headingClass}>
            {titles.areas}
          </h2>
          {areas.intro && <p className="mt-3 max-w-3xl text-muted-foreground">{areas.intro}</p>}
          <div className="mt-8">
            <AreaList areas={areas.items} />
          </div>
        </div>
      </section>

      {city && (
        <section aria-labelledby="listings-heading" className="bg-muted">
          <div className={sectionInner}>
            <h2 id="listings-heading" className={headingClass}>
              {titles.listings}
            </h2>
            <p className="mt-3 text-muted-foreground">{city.copy.listingsText(city.city)}</p>
            <Button asChild className="mt-6">
              <LocalizedLink to={listingsHref}>
                {city.copy.listingsLink(city.city)}
                <ArrowRight aria-hidden="true" />
              </LocalizedLink>
            </Button>
          </div>
        </section>
      )}
    </>
  );
}
