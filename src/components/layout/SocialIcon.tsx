/**
 * Simple monochrome marks for the social links (brand icons are not in lucide). The paths live in
 * a static sprite, public/icons/social.svg, not in the JavaScript every page loads (about 0.5 KB
 * gzipped off the shared chunk); `fill-current` colours them through `use`.
 */
const SPRITE = '/icons/social.svg';

/** `name` is one of company.social's networks; the sprite has a symbol per network (lowercased). */
export function SocialIcon({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-5 fill-current">
      <use href={`${SPRITE}#${name.toLowerCase()}`} />
    </svg>
  );
}
