import { Clock, Mail, Phone, Wrench } from 'lucide-react';
import { maintenanceLine, noticesAgent } from '@contract/company-portal.ts';
import { intlLocales } from '@contract/locale.ts';
import { paymentMethodLabelsByLocale } from '@contract/payment-method-words.ts';
import { paymentMethods } from '@contract/payment-methods.ts';
import { company, mailtoHref } from '@/config/company';
import { usePortalLocale, usePortalText } from '../locale';

const linkClass =
  'inline-flex min-h-11 items-center gap-2 font-medium text-primary underline-offset-4 hover:underline';

/** The office's phone, email and hours (both portals). */
export function OfficeContact({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  const all = usePortalText();
  const t = all.office;
  return (
    <section aria-labelledby="portal-office" className="rounded-xl border border-border p-5">
      <Heading id="portal-office" className="text-lg font-semibold">
        {t.heading}
      </Heading>
      <ul className="mt-2 flex flex-col">
        <li>
          <a href={company.phoneHref} className={linkClass}>
            <Phone aria-hidden="true" className="size-4" />
            {t.call(company.phone)}
          </a>
        </li>
        <li>
          <a href={mailtoHref} className={linkClass}>
            <Mail aria-hidden="true" className="size-4" />
            {company.email}
          </a>
        </li>
        <li className="flex min-h-11 items-center gap-2 text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {t.hours(all.officeHours)}
        </li>
      </ul>
    </section>
  );
}

/**
 * The 24/7 maintenance line, and what Civil Code 1962(a) has a tenant told: the manager's name,
 * telephone number and address for notices, and to whom, where and in which forms rent is paid.
 */
export function TenantNotices() {
  const { name, address, phone, phoneHref } = noticesAgent;
  const all = usePortalText();
  const t = all.office;
  const { locale } = usePortalLocale();
  const methods = new Intl.ListFormat(intlLocales[locale], { type: 'disjunction' }).format(
    paymentMethods.map((m) => paymentMethodLabelsByLocale[locale][m].toLowerCase()),
  );
  return (
    <>
      <section aria-labelledby="portal-maintenance" className="rounded-xl border border-border p-5">
        <h2 id="portal-maintenance" className="text-lg font-semibold">
          {t.maintenanceHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.maintenanceText}</p>
        <a href={maintenanceLine.phoneHref} className={linkClass}>
          <Wrench aria-hidden="true" className="size-4" />
          {t.maintenanceCall(maintenanceLine.phone)}
        </a>
      </section>
      <section aria-labelledby="portal-notices" className="rounded-xl border border-border p-5">
        <h2 id="portal-notices" className="text-lg font-semibold">
          {t.noticesHeading}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t.noticesText}</p>
        <address className="mt-2 not-italic">
          {name}
          <br />
          {address.street}
          <br />
          {address.city}, {address.state} {address.zip}
        </address>
        <a href={phoneHref} className={linkClass}>
          <Phone aria-hidden="true" className="size-4" />
          {t.noticesCall(phone)}
        </a>
        <p className="mt-1 text-sm">{t.payRent(name, methods, all.officeHours)}</p>
      </section>
    </>
  );
}
