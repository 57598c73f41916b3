import {
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
import type { Area, Highlight, HighlightIcon } from '@/content/locations';

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

/** The headings of the three sections, from the page's copy. */
export interface SectionTitles {
  highlights: string;
  services: string;
  areas: string;
}

interface DetailSectionsProps {
  highlights: { id: string; items: readonly Highlight[] };
  services: readonly string[];
  areas: { id: string; items: readonly Area[] };
  titles: SectionTitles;
}

/** The three sections under a page's hero: highlights, the checklist and the areas. */
export function DetailSections({ highlights, services, areas, titles }: DetailSectionsProps) {
  return (
    <>
      <section aria-labelledby={highlights.id}>
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <h2 id={highlights.id} className="text-3xl font-bold tracking-tight">
            {titles.highlights}
          </h2>
          <div className="mt-8">
            <HighlightGrid items={highlights.items} />
          </div>
        </div>
      </section>

      <section aria-labelledby="services-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight">
            {titles.services}
          </h2>
          <div className="mt-8">
            <ServiceChecklist items={services} />
          </div>
        </div>
      </section>

      <section aria-labelledby={areas.id}>
        <div className="mx-auto max-w-6xl px-4 py-14 sm:py-16">
          <h2 id={areas.id} className="text-3xl font-bold tracking-tight">
            {titles.areas}
          </h2>
          <div className="mt-8">
            <AreaList areas={areas.items} />
          </div>
        </div>
      </section>
    </>
  );
}
