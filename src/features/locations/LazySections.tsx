import type { LocationSlug } from '@/config/paths';
import { island } from '@/lib/islands';

// The sections under the hero of the location pages are an island (lib/islands) in a chunk of
// their own (with their copy and icons): the prerendered HTML stays until the visitor reaches
// for them, so the content is in the page without JavaScript and nothing shifts; a client-side
// visit shows a placeholder briefly.
const sections = () => import('./LocationSections');
const placeholder = <div className="min-h-screen" />;

export const LazyLocationDetailSections = island<{ slug: LocationSlug; city: string }>(
  'location-sections',
  () => sections().then((m) => m.LocationDetailSections),
  placeholder,
);

export const LazyCountyDetailSections = island<{ place: string }>(
  'county-sections',
  () => sections().then((m) => m.CountyDetailSections),
  placeholder,
);
