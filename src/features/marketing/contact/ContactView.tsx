import { BadgeCheck, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { paths } from '@/config/paths';
import { company, mailtoHref } from '@/config/company';
import type { ContactCopy } from '@/content/contact';
import { Seo } from '@/lib/seo';

function InfoBlock({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
        {icon}
      </span>
      <div className="min-w-0">
        <h2 className="font-semibold">{title}</h2>
        <div className="mt-1 text-muted-foreground">{children}</div>
      </div>
    </div>
  );
}

const linkClass = 'font-medium text-primary underline-offset-4 hover:underline';

export interface ContactViewProps {
  copy: ContactCopy;
  /** The contact form (the leads feature's), which speaks the page's language itself. */
  form: ReactNode;
}

/** The contact page in either language: the text around the form. */
export function ContactView({ copy, form }: ContactViewProps) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={paths.contact} />
      <section aria-labelledby="contact-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="contact-heading"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {copy.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{copy.intro}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[1fr_1.2fr]">
        <div className="flex flex-col gap-8">
          <InfoBlock
            icon={<MapPin aria-hidden="true" className="size-5" />}
            title={copy.officesTitle}
          >
            <ul className="flex flex-col gap-3">
              {company.offices.map((office) => (
                <li key={office.city}>
                  <p className="font-medium text-foreground">{office.city}</p>
                  <address className="not-italic">
                    {office.street}
                    <br />
                    {office.city}, {office.state} {office.zip}
                  </address>
                </li>
              ))}
            </ul>
          </InfoBlock>
          <InfoBlock icon={<Phone aria-hidden="true" className="size-5" />} title={copy.phoneTitle}>
            <a href={company.phoneHref} className={linkClass}>
              {company.phone}
            </a>
          </InfoBlock>
          <InfoBlock icon={<Mail aria-hidden="true" className="size-5" />} title={copy.emailTitle}>
            <a href={mailtoHref} className={linkClass}>
              {company.email}
            </a>
          </InfoBlock>
          <InfoBlock icon={<Clock aria-hidden="true" className="size-5" />} title={copy.hoursTitle}>
            <p>{copy.hoursText}</p>
            <p>{copy.maintenanceText}</p>
          </InfoBlock>
          <InfoBlock
            icon={<BadgeCheck aria-hidden="true" className="size-5" />}
            title={copy.credentialsTitle}
          >
            <ul>
              {copy.credentials.map((credential) => (
                <li key={credential}>{credential}</li>
              ))}
            </ul>
          </InfoBlock>
          <section aria-labelledby="service-area-heading">
            <h2 id="service-area-heading" className="font-semibold">
              {copy.serviceAreaTitle}
            </h2>
            <p className="mt-1 text-muted-foreground">{copy.serviceAreaIntro}</p>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-muted-foreground sm:grid-cols-3">
              {copy.serviceAreaCities.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
          </section>
        </div>

        <Card className="h-fit">
          <CardHeader>
            <CardTitle as="h2" className="text-2xl">
              {copy.formTitle}
            </CardTitle>
            <CardDescription>{copy.formIntro}</CardDescription>
          </CardHeader>
          <CardContent>{form}</CardContent>
        </Card>
      </div>
    </>
  );
}
