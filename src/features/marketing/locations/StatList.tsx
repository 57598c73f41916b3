import type { StatFigure } from '@/content/locations';

// Literal class names so Tailwind generates them.
const statColumns = ['sm:grid-cols-1', 'sm:grid-cols-2', 'sm:grid-cols-3', 'sm:grid-cols-4'];

/**
 * Key figures as a description list: value above its label. The column is reversed, so
 * `justify-end` keeps a short card's figure at the top when a neighbour's label wraps.
 */
export function StatList({ stats }: { stats: readonly StatFigure[] }) {
  const columns = statColumns[Math.min(stats.length, statColumns.length) - 1] ?? 'sm:grid-cols-4';
  return (
    <dl className={`grid grid-cols-2 gap-4 ${columns}`}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-xl border border-border bg-card p-4"
        >
          <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="text-2xl font-extrabold tracking-tight text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
