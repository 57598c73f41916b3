import { servicesContent } from '@/content/services';
import { ServicesView } from '@/features/marketing/home/ServicesView';

export default function ServicesPage() {
  return <ServicesView content={servicesContent} />;
}
