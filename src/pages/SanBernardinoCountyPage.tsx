import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { paths } from '@/config/paths';
import { locationPageCopy as copy, sanBernardinoCounty as county } from '@/content/locations';
import { buildLocationServiceJsonLd } from '@/features/locations/jsonLd';
import { LazyCountyDetailSections } from '@/features/locations/LazySections';
import { StatList } from '@/features/locations/StatList';
import { Seo } from '@/lib/seo';

const place = 'San Bernardino County';

export default function SanBernardinoCountyPage() {
  return (
    <>
      <Seo
        title={county.seoTitle}
        description={county.seoDescription}
        path={paths.sanBernardinoCounty}
        jsonLd={buildLocationServiceJsonLd({
          name: `${place} Property Management`,
          description: county.seoDescription,
          path: paths.sanBernardinoCounty,
          area: { type: 'AdministrativeArea', name: place },
        })}
      />

      <section aria-labelledby="county-heading" className="bg-muted">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {copy.eyebrow}
          </p>
          <h1
            id="county-heading"
            className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl"
          >
            {county.title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{county.intro}</p>
          <Button asChild size="lg" className="mt-8">
            <Link to={paths.scheduleDemo}>
              {copy.scheduleDemo}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <div className="mt-10">
            <StatList stats={county.stats} />
          </div>
        </div>
      </section>

      <LazyCountyDetailSections place={place} />

      <section
        aria-labelledby="county-closing-heading"
        className="bg-primary text-primary-foreground"
      >
        <div className="mx-auto flex max-w-4xl flex-col items-center px-4 py-14 text-center sm:py-16">
          <h2 id="county-closing-heading" className="text-3xl font-bold tracking-tight">
            {copy.closingTitle(place)}
          </h2>
          <p className="mt-3 max-w-2xl text-lg">{copy.closingText}</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to={paths.scheduleDemo}>
              {copy.scheduleDemo}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </section>
    </>
  );
}
