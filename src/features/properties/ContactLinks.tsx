import { Mail, Phone } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { company } from '@/config/company';
import { cn } from '@/lib/cn';

/** 'Call Us' and 'Email Us' for a listing; the hidden text tells links on a grid apart. */
export function ContactLinks({
  listingTitle,
  className,
}: {
  listingTitle: string;
  className?: string;
}) {
  const subject = encodeURIComponent(`Question about ${listingTitle}`);
  return (
    <div className={cn('grid grid-cols-2 gap-2', className)}>
      <Button asChild variant="outline">
        <a href={company.phoneHref}>
          <Phone aria-hidden="true" />
          Call Us<span className="sr-only"> about {listingTitle}</span>
        </a>
      </Button>
      <Button asChild>
        <a href={`mailto:${company.email}?subject=${subject}`}>
          <Mail aria-hidden="true" />
          Email Us<span className="sr-only"> about {listingTitle}</span>
        </a>
      </Button>
    </div>
  );
}
