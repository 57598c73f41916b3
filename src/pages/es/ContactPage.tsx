import { contactPage } from '@/content/es/contact';
import { ContactView } from '@/features/contact/ContactView';
import { LazyContactForm } from '@/features/leads/LazyForms';

export default function ContactPage() {
  return <ContactView copy={contactPage} form={<LazyContactForm />} />;
}
