import { Link2, Mail } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buildShareLinks, type ShareTarget } from './shareLinks';
import { useCatalogue, type Catalogue } from '@/lib/i18n';
import { toast } from '@/lib/toast';

const en = {
  heading: 'Share this article',
  links: {
    facebook: 'Share on Facebook',
    twitter: 'Share on Twitter',
    linkedin: 'Share on LinkedIn',
    email: 'Share by email',
  },
  newTab: ' (opens in a new tab)',
  copyLink: 'Copy link',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy link.',
};

/** The island's words in each language (it loads on use, so both ride along). */
export const shareCopy: Catalogue<typeof en> = {
  en,
  es: {
    heading: 'Compartir este artículo',
    links: {
      facebook: 'Compartir en Facebook',
      twitter: 'Compartir en Twitter',
      linkedin: 'Compartir en LinkedIn',
      email: 'Compartir por correo electrónico',
    },
    newTab: ' (se abre en una pestaña nueva)',
    copyLink: 'Copiar enlace',
    copied: '¡Enlace copiado!',
    copyFailed: 'No se pudo copiar el enlace.',
  },
};

/** Monochrome brand marks (lucide has no brand icons). */
const brandPaths: Partial<Record<ShareTarget, string>> = {
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4V10.5H8v3h2.5V21h3z',
  twitter:
    'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  linkedin:
    'M4.5 9h3.2v11H4.5V9zm1.6-5.2a1.9 1.9 0 1 1 0 3.8 1.9 1.9 0 0 1 0-3.8zM9.8 9h3.1v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.2 3.9 5v6.2h-3.2v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20H9.8V9z',
};

function ShareIcon({ target }: { target: ShareTarget }) {
  const path = brandPaths[target];
  if (!path) return <Mail aria-hidden="true" className="size-5" />;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
      <path d={path} fillRule="evenodd" />
    </svg>
  );
}

const buttonClass =
  'inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground transition-colors hover:bg-accent hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

async function writeToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface ShareButtonsProps {
  /** Absolute URL of the article. */
  url: string;
  title: string;
  summary?: string;
}

/** Facebook, Twitter and LinkedIn share pages (new tab), an email link and copy-link. */
export function ShareButtons({ url, title, summary }: ShareButtonsProps) {
  const copy = useCatalogue(shareCopy);
  // The article page loads these lazily (an island): `data-share-ready` marks that they have
  // hydrated (or rendered) and respond.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-share-ready', '');
  }, []);
  async function copyLink() {
    const copied = await writeToClipboard(url);
    // sonner stays out of the page's initial JavaScript (the app shell loads it lazily too).
    if (copied) toast.success(copy.copied);
    else toast.error(copy.copyFailed);
  }

  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby="share-heading"
      className="flex flex-wrap items-center gap-2"
    >
      <span
        id="share-heading"
        className="mr-1 basis-full text-sm font-medium text-muted-foreground sm:basis-auto"
      >
        {copy.heading}
      </span>
      {buildShareLinks(url, title, copy.links, summary).map((link) => (
        <a
          key={link.target}
          href={link.href}
          className={buttonClass}
          title={link.label}
          {...(link.target === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
        >
          <ShareIcon target={link.target} />
          <span className="sr-only">
            {link.label}
            {link.target === 'email' ? '' : copy.newTab}
          </span>
        </a>
      ))}
      <button type="button" onClick={copyLink} className={buttonClass} title={copy.copyLink}>
        <Link2 aria-hidden="true" className="size-5" />
        <span className="sr-only">{copy.copyLink}</span>
      </button>
    </div>
  );
}
