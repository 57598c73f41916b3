import { scheduleDemoCopy } from '@/content/es/scheduleDemo';
import { ScheduleDemoView } from '@/features/contact/ScheduleDemoView';
import { LazyConsultationForm } from '@/features/leads/LazyForms';

export default function ScheduleDemoPage() {
  return <ScheduleDemoView copy={scheduleDemoCopy} form={<LazyConsultationForm />} />;
}
