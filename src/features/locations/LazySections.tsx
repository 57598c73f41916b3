import { lazy, Suspense } from 'react';
import type { LocationSlug } from '@/config/paths';

// The sections under the hero of the location pages are an island in a chunk of their own (with
// their copy and icons): hydration keeps their prerendered HTML until it arrives (React's
// selective hydration), so the content is in the page without JavaScript and nothing shifts; a
// client-side visit shows a placeholder briefly.
const sections = () => import('./LocationSections');
const LocationDetailSections = lazy(() =>
  sections().then((m) => ({ default: m.LocationDetailSections })),
);
const CountyDetailSections = lazy(() =>
  sections().then((m) => ({ default: m.CountyDetailSections })),
);

const placeholder = <div className="min-h-screen" />;

export function LazyLocationDetailSections(props: { slug: LocationSlug; city: string }) {
  return (
    <Suspense fallback={placeholder}>
      <LocationDetailSections {...props} />
    </Suspense>
  );
}

export function LazyCountyDetailSections(props: { place: string }) {
  return (
    <Suspense fallback={placeholder}>
      <CountyDetailSections {...props} />
    </Suspense>
  );
}
