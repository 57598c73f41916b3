import { privacyContent } from '@/content/es/privacy';
import { privacyPage } from '../privacyPageOf';

export default privacyPage(privacyContent);
