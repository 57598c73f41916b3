import {
  BarChart3,
  FileText,
  FileSignature,
  KeyRound,
  LayoutDashboard,
  LineChart,
  ShieldCheck,
  Wallet,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import type { FeatureIcon as FeatureIconName } from '@/content/home';
import type { ServiceIcon } from '@/content/services';

const icons: Record<FeatureIconName | ServiceIcon, LucideIcon> = {
  rent: Wallet,
  maintenance: Wrench,
  documents: FileText,
  dashboards: LayoutDashboard,
  security: ShieldCheck,
  analytics: BarChart3,
  screening: KeyRound,
  lease: FileSignature,
  reporting: LineChart,
};

/** A decorative icon in a tinted tile; the card's heading carries the meaning. */
export function FeatureIcon({ name }: { name: FeatureIconName | ServiceIcon }) {
  const Icon = icons[name];
  return (
    <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
