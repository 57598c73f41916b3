export type ShareTarget = 'facebook' | 'twitter' | 'linkedin' | 'email';

export interface ShareLink {
  target: ShareTarget;
  /** Accessible name of the link, e.g. 'Share on Facebook'. */
  label: string;
  href: string;
}

/** Each link's accessible name, in the page's language (ShareButtons' catalogue). */
export type ShareLabels = Record<ShareTarget, string>;

/** Share URLs for an article: social share pages (opened in a new tab) and a mailto link. */
export function buildShareLinks(
  url: string,
  title: string,
  labels: ShareLabels,
  summary?: string,
): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const body = encodeURIComponent(summary ? `${summary}\n\n${url}` : url);
  return [
    {
      target: 'facebook',
      label: labels.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    {
      target: 'twitter',
      label: labels.twitter,
      href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    },
    {
      target: 'linkedin',
      label: labels.linkedin,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    { target: 'email', label: labels.email, href: `mailto:?subject=${t}&body=${body}` },
  ];
}
