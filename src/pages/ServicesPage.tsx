import { servicesContent } from '@/content/services';
import { ServicesView } from '@/features/home/ServicesView';

export default function ServicesPage() {
  return <ServicesView content={servicesContent} />;
}
