import {
  Building2,
  CalendarClock,
  CircleCheck,
  FileText,
  FolderOpen,
  LogIn,
  Phone,
  Umbrella,
} from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import {
  ownerPortalPage as copy,
  type OwnerPortalFeature,
  type OwnerPortalIcon,
} from '@/content/owner-portal';
import { LazyOwnerPortalNotifyForm } from '@/features/leads/LazyForms';
import { Seo } from '@/lib/seo';

const icons: Record<OwnerPortalIcon, typeof Building2> = {
  buildings: Building2,
  lease: FileText,
  documents: FolderOpen,
  calendar: CalendarClock,
  shield: Umbrella,
  phone: Phone,
};

function Features({
  id,
  title,
  features,
}: {
  id: string;
  title: string;
  features: readonly OwnerPortalFeature[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {features.map((feature) => {
          const Icon = icons[feature.icon];
          return (
            <li key={feature.title}>
              <Card className="h-full">
                <CardHeader>
                  <span className="flex size-11 items-center justify-center rounded-lg bg-accent text-primary">
                    <Icon aria-hidden="true" className="size-6" />
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

export default function OwnerPortalPage() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={copy.path} />
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
            <Link to={copy.signIn.to}>
              <LogIn aria-hidden="true" />
              {copy.signIn.label}
            </Link>
          </Button>
          <p className="mt-3 text-sm text-muted-foreground">{copy.signInNote}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:py-16 lg:grid-cols-2">
        <Features
          id="owner-features-heading"
          title={copy.ownerTitle}
          features={copy.ownerFeatures}
        />
        <Features
          id="tenant-features-heading"
          title={copy.tenantTitle}
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
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </section>
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
        </div>

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-2xl">
                {copy.getStartedTitle}
              </CardTitle>
              <CardDescription>{copy.getStartedText}</CardDescription>
            </CardHeader>
            <CardContent>
              <LazyOwnerPortalNotifyForm />
            </CardContent>
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
              <Link to={paths.contact}>{copy.contactButton}</Link>
            </Button>
          </section>
        </div>
      </div>
    </>
  );
}
