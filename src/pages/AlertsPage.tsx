import { alertPageCopy as copy } from '@/features/alerts/alertLinks';
import { AlertLinkPanel } from '@/features/alerts/AlertLinkPanel';
import { Seo } from '@/lib/seo';

/** /alerts: where the confirm and unsubscribe links of listing alert emails land. */
export default function AlertsPage() {
  return (
    <>
      <Seo title={copy.seoTitle} description={copy.seoDescription} path={copy.path} />
      <section className="mx-auto flex max-w-2xl flex-col px-4 py-16 sm:py-24">
        <AlertLinkPanel />
      </section>
    </>
  );
}
