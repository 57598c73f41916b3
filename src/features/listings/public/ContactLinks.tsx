import { Mail, Phone } from './icons';
import { Button } from '@/components/ui/Button';
import { company } from '@/config/company';
import { cn } from '@/lib/cn';
import { useListingsContent } from './listingsContent';

/** 'Call Us' and 'Email Us' for a listing; the hidden text tells links on a grid apart. */
export function ContactLinks({
  listingTitle,
  className,
}: {
  listingTitle: string;
  className?: string;
}) {
  const c = useListingsContent().contact;
  const subject = encodeURIComponent(c.subject(listingTitle));
  return (
    <div className={cn('grid grid-cols-2 gap-2', className)}>
      <Button asChild variant="outline">
        <a href={company.phoneHref}>
          <Phone />
          {c.call}
          <span className="sr-only">{c.about(listingTitle)}</span>
        </a>
      </Button>
      <Button asChild>
        <a href={`mailto:${company.email}?subject=${subject}`}>
          <Mail />
          {c.email}
          <span className="sr-only">{c.about(listingTitle)}</span>
        </a>
      </Button>
    </div>
  );
}
