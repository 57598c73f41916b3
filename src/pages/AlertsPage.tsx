import { alertsContent } from '@/content/alerts';
import { AlertsView } from '@/features/listings/links/AlertsView';

/** /alerts: where the confirm and unsubscribe links of listing alert emails land. */
export default function AlertsPage() {
  return <AlertsView copy={alertsContent} />;
}
