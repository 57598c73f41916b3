import { scheduleDemoCopy } from '@/content/scheduleDemo';
import { ScheduleDemoView } from '@/features/contact/ScheduleDemoView';
import { LazyConsultationForm } from '@/features/leads/LazyForms';

export default function ScheduleDemoPage() {
  return <ScheduleDemoView copy={scheduleDemoCopy} form={<LazyConsultationForm />} />;
}
