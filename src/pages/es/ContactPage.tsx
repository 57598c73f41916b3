import { contactPage } from '@/content/es/contact';
import { ContactView } from '@/features/marketing/contact/ContactView';
import { LazyContactForm } from '@/features/leads/public/LazyForms';

export default function ContactPage() {
  return <ContactView copy={contactPage} form={<LazyContactForm />} />;
}
