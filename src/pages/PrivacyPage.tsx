import { privacyContent } from '@/content/privacy';
import { privacyPage } from './privacyPageOf';

export default privacyPage(privacyContent);
