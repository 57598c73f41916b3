import { Clock, Mail, MapPin, Phone, Wrench } from 'lucide-react';
import { paths } from '@/config/paths';
import { company, equalHousingStatements, licenceLines, mailtoHref } from '@/config/company';
import { COPYRIGHT_YEAR, footerNavigation, footerText } from '@/content/footer';
import { servedCities } from '@/content/cities';
import { LocalizedLink as Link, useLocale } from '@/lib/i18n';
import { LogoMark } from './Logo';
import { SocialIcon } from './SocialIcon';

const linkClass =
  'rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline';

export function Footer() {
  const locale = useLocale();
  const text = footerText[locale];
  const { footerColumns } = footerNavigation(locale);
  return (
    <footer className="border-t border-border bg-muted">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
          <section aria-labelledby="footer-contact-heading" className="flex flex-col gap-4">
            <Link to={paths.home} className="inline-flex w-fit items-center gap-2.5 rounded-md">
              <LogoMark />
              <span className="font-bold text-foreground">{company.name}</span>
            </Link>
            <h2 id="footer-contact-heading" className="sr-only">
              {text.contactDetails}
            </h2>
            <p className="max-w-sm text-sm text-muted-foreground">{text.tagline}</p>
            <ul className="flex flex-col gap-2 text-sm">
              <li className="flex items-center gap-2">
                <Phone aria-hidden="true" className="size-4 text-primary" />
                <a href={company.phoneHref} className={linkClass}>
                  {company.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-primary" />
                <a href={mailtoHref} className={linkClass}>
                  {company.email}
                </a>
              </li>
              {company.offices.map((office) => (
                <li key={office.city} className="flex items-start gap-2 text-muted-foreground">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                  <address className="not-italic">
                    {office.street}, {office.city}, {office.state} {office.zip}
                  </address>
                </li>
              ))}
              <li className="flex items-center gap-2 text-muted-foreground">
                <Clock aria-hidden="true" className="size-4 text-primary" />
                {text.officeHours}
              </li>
              <li className="flex items-center gap-2 text-muted-foreground">
                <Wrench aria-hidden="true" className="size-4 text-primary" />
                {text.maintenance}
              </li>
            </ul>
          </section>

          {footerColumns.map((column) => (
            <nav key={column.id} aria-labelledby={`footer-${column.id}`}>
              <h2
                id={`footer-${column.id}`}
                className="text-sm font-semibold tracking-wide text-foreground uppercase"
              >
                {column.title}
              </h2>
              <ul className="mt-4 flex flex-col gap-2.5">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {link.file ? (
                      // A static page of the site, outside the router: a plain link.
                      <a href={link.to} hrefLang={link.file.lang} className={linkClass}>
                        {link.label}
                      </a>
                    ) : (
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <nav aria-labelledby="footer-cities" className="mt-10 border-t border-border pt-8">
          <h2 id="footer-cities" className="text-sm font-semibold text-foreground">
            {text.citiesWeServe}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
            {servedCities.map((city) => (
              <li key={city.to}>
                <Link to={city.to} className={linkClass}>
                  {city.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-8 flex flex-col gap-4 border-t border-border pt-8 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-1 text-sm text-muted-foreground">
            <p>{licenceLines[locale]}</p>
            <p>{text.memberships}</p>
            <p className="max-w-xl">{equalHousingStatements[locale]}</p>
            <p>{text.rights(COPYRIGHT_YEAR)}</p>
          </div>
          <ul className="flex items-center gap-2" aria-label={text.socialMedia}>
            {company.social.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  aria-label={text.on(social.name)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
