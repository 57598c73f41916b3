import type { ComponentType } from 'react';

/**
 * A decorative icon in a tinted tile; the card's heading carries the meaning. Each page passes
 * its own icons, so no page downloads another page's.
 */
export function FeatureIcon({ icon: Icon }: { icon: ComponentType<{ className?: string }> }) {
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
