import { Building2, ChartColumn, CircleCheck, FileText, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import { ownerPortalPage as copy, type OwnerPortalIcon } from '@/content/owner-portal';
import { LazyOwnerPortalNotifyForm } from '@/features/leads/LazyForms';
import { Seo } from '@/lib/seo';

const icons: Record<OwnerPortalIcon, typeof Wrench> = {
  chart: ChartColumn,
  wrench: Wrench,
  buildings: Building2,
  documents: FileText,
};

export default function OwnerPortalPage() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={copy.path} />
      <section aria-labelledby="owner-portal-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 text-center sm:py-16">
          <Badge>{copy.badge}</Badge>
          <h1
            id="owner-portal-heading"
            className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl"
          >
            {copy.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
        </div>
      </section>

      <section aria-labelledby="features-heading">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            {copy.featuresTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.features.map((feature) => {
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
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-2">
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

        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle as="h2" className="text-2xl">
                {copy.notifyTitle}
              </CardTitle>
              <CardDescription>{copy.notifyText}</CardDescription>
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
