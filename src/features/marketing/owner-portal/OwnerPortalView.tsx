import type { ComponentType, ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import type { OwnerFeature, OwnerPortalContent, TenantFeature } from '@/content/owner-portal';
import { LocalizedLink } from '@/lib/i18n';
import { Seo } from '@/lib/seo';
import {
  Building2,
  CalendarClock,
  CircleCheck,
  FileText,
  FolderOpen,
  LogIn,
  Phone,
  Umbrella,
  Wrench,
} from './icons';

type Icon = OwnerFeature | TenantFeature;

const icons: Record<Icon, ComponentType<{ className?: string }>> = {
  buildings: Building2,
  lease: FileText,
  documents: FolderOpen,
  calendar: CalendarClock,
  shield: Umbrella,
  phone: Phone,
  money: FileText,
  repairs: Wrench,
  payments: FileText,
  maintenance: Wrench,
};

// Display order of the cards (the copy is keyed, so both languages match).
const ownerOrder: readonly OwnerFeature[] = [
  'buildings',
  'lease',
  'money',
  'repairs',
  'calendar',
  'documents',
];
const tenantOrder: readonly TenantFeature[] = [
  'lease',
  'payments',
  'maintenance',
  'documents',
  'shield',
  'phone',
];

function Features<K extends Icon>({
  id,
  title,
  order,
  features,
}: {
  id: string;
  title: string;
  order: readonly K[];
  features: { readonly [key in K]: { readonly title: string; readonly description: string } };
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {order.map((key) => {
          const feature = features[key];
          const Icon: ComponentType<{ className?: string }> = icons[key];
          return (
            <li key={key}>
              <Card className="h-full">
                <CardHeader>
                  <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                    <Icon className="size-6" />
                  </span>
                  <CardTitle className="mt-3">{feature.title}</CardTitle>
                  <CardDescription>{feature.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The owner portal page in either language: the page passes its catalogue and the notify form
 * (the leads feature's, which follows the page's language itself).
 */
export function OwnerPortalView({
  content: copy,
  notifyForm,
}: {
  content: OwnerPortalContent;
  notifyForm: ReactNode;
}) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.ownerPortal} />
      <section aria-labelledby="owner-portal-heading" className="bg-muted">
        <div className="mx-auto flex max-w-6xl flex-col items-center px-4 py-12 text-center sm:py-16">
          <Badge>{copy.badge}</Badge>
          <h1
            id="owner-portal-heading"
            className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            {copy.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
          <Button asChild size="lg" className="mt-8">
            <LocalizedLink to={paths.portal}>
              <LogIn />
              {copy.signIn}
            </LocalizedLink>
          </Button>
          <p className="mt-3 text-sm text-muted-foreground">{copy.signInNote}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <Features
          id="owner-features-heading"
          title={copy.ownerTitle}
          order={ownerOrder}
          features={copy.ownerFeatures}
        />
        <Features
          id="tenant-features-heading"
          title={copy.tenantTitle}
          order={tenantOrder}
          features={copy.tenantFeatures}
        />
      </div>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-2">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="benefits-heading">
            <h2 id="benefits-heading" className="text-2xl font-bold tracking-tight">
              {copy.benefitsTitle}
            </h2>
            <ul className="mt-6 flex flex-col gap-3">
              {copy.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-3">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </section>
          {/* The list is the registry's coming capabilities: gone once they all ship. */}
          {copy.coming.length > 0 ? (
            <section aria-labelledby="coming-heading">
              <h2 id="coming-heading" className="text-2xl font-bold tracking-tight">
                {copy.comingTitle}
              </h2>
              <ul className="mt-4 flex flex-col gap-2">
                {copy.coming.map((item) => (
                  <li key={item} className="flex flex-wrap items-center gap-2">
                    <span>{item}</span>
                    <Badge variant="secondary">{copy.comingBadge}</Badge>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm text-muted-foreground">{copy.comingNote}</p>
            </section>
          ) : null}
        </div>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-2xl">
                {copy.getStartedTitle}
              </CardTitle>
              <CardDescription>{copy.getStartedText}</CardDescription>
            </CardHeader>
            <CardContent>{notifyForm}</CardContent>
          </Card>
          <section
            aria-labelledby="portal-contact-heading"
            className="rounded-xl border border-border p-6"
          >
            <h2 id="portal-contact-heading" className="text-lg font-semibold">
              {copy.contactTitle}
            </h2>
            <p className="mt-2 text-muted-foreground">{copy.contactText}</p>
            <Button asChild variant="outline" className="mt-4">
              <LocalizedLink to={paths.contact}>{copy.contactButton}</LocalizedLink>
            </Button>
          </section>
        </div>
      </div>
    </>
  );
}
