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
import type { Area, Highlight, HighlightIcon, StatFigure } from '@/content/locations';

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

// Literal class names so Tailwind generates them.
const statColumns = ['sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'];

/** Key figures as a description list: value above its label. */
export function StatList({ stats }: { stats: readonly StatFigure[] }) {
  const columns = statColumns[Math.min(stats.length, statColumns.length) - 1] ?? 'sm:grid-cols-4';
  return (
    <dl className={`grid grid-cols-2 gap-4 ${columns}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse rounded-xl border border-border bg-card p-4"
        >
          <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

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
