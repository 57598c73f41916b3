import { ALERTS_PATH } from '@contract/alert-tokens.ts';
import type { AlertsContent } from '@/content/alerts';
import { Seo } from '@/lib/seo';
import { AlertLinkPanel } from './AlertLinkPanel';

/** /alerts and /es/alerts: the page around the link's panel, in the language of `copy`. */
export function AlertsView({ copy }: { copy: AlertsContent }) {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={ALERTS_PATH} noReferrer />
      <section className="mx-auto flex max-w-2xl flex-col px-4 py-16 sm:py-24">
        <AlertLinkPanel copy={copy} />
      </section>
    </>
  );
}
