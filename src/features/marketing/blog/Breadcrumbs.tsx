import { Link } from 'react-router-dom';
import type { BreadcrumbItem } from './jsonLd';

/** A breadcrumb trail; the last item is the current page. `label` names it in the page's language. */
export function Breadcrumbs({ items, label }: { items: readonly BreadcrumbItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        {items.map((item, i) => {
          const isCurrent = i === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1.5">
              {isCurrent ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link
                    to={item.path}
                    className="underline-offset-4 hover:text-primary hover:underline"
                  >
                    {item.name}
                  </Link>
                  {/* A character, not an icon: no icon code on the article's critical path. */}
                  <span aria-hidden="true" className="text-base leading-none">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
