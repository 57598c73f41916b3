import { comingSoonCopy } from '@/content/comingSoon';
import { ComingSoonView } from '@/features/coming-soon/ComingSoonView';

export default function ComingSoonPage() {
  return <ComingSoonView copy={comingSoonCopy} />;
}
