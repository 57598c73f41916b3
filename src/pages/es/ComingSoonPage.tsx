import { comingSoonCopy } from '@/content/es/comingSoon';
import { ComingSoonView } from '@/features/marketing/coming-soon/ComingSoonView';

export default function ComingSoonPage() {
  return <ComingSoonView copy={comingSoonCopy} />;
}
