import { env } from '@/config/env';
import { paths } from '@/config/paths';
import type { ListingsContent } from '@/content/listings';
import { Seo } from '@/lib/seo';
import { ListingsBrowser } from './ListingsBrowser';

/** /properties (and /es/properties with the Spanish `content`): the header and the browser. */
export function PropertiesView({ content }: { content: ListingsContent }) {
  const c = content.page;
  return (
    <>
      <Seo title={c.seoTitle} description={c.seoDescription} path={paths.properties} />
      {/* The listings request goes to the Supabase project: open that connection early. */}
      <link rel="preconnect" href={new URL(env.supabaseUrl).origin} crossOrigin="anonymous" />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:py-16">
        <header className="flex max-w-2xl flex-col gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{c.heading}</h1>
          <p className="text-lg text-muted-foreground">{c.intro}</p>
          <p className="text-sm text-muted-foreground">{content.listedBy}</p>
        </header>
        <ListingsBrowser content={content} />
      </div>
    </>
  );
}
