import { homeContent } from '@/content/es/home';
import { HomeView } from '@/features/marketing/home/HomeView';

export default function HomePage() {
  return <HomeView content={homeContent} />;
}
