import { alertsContent } from '@/content/es/alerts';
import { AlertsView } from '@/features/listings/links/AlertsView';

/** /es/alerts: the links of listing alert emails, answered in Spanish. */
export default function AlertsPageEs() {
  return <AlertsView copy={alertsContent} />;
}
