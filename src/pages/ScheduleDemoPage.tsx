import { scheduleDemoCopy } from '@/content/scheduleDemo';
import { ScheduleDemoView } from '@/features/marketing/contact/ScheduleDemoView';
import { LazyConsultationForm } from '@/features/leads/public/LazyForms';

export default function ScheduleDemoPage() {
  return <ScheduleDemoView copy={scheduleDemoCopy} form={<LazyConsultationForm />} />;
}
