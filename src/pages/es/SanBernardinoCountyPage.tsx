import { locationPageCopy, sanBernardinoCounty } from '@/content/es/locations';
import { CountyView } from '@/features/marketing/locations/CountyView';

export default function SanBernardinoCountyPage() {
  return <CountyView county={sanBernardinoCounty} copy={locationPageCopy} />;
}
