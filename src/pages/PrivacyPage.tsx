import { lazy } from 'react';
import { privacyContent } from '@/content/privacy';
import { PrivacyView } from '@/features/legal/PrivacyView';
import { LazyPrivacyRequestForm } from '@/features/leads/LazyForms';

// Loaded only when a verification link opened the page: the policy's readers never fetch it.
const PrivacyVerifyPanel = lazy(() =>
  import('@/features/leads/PrivacyVerifyPanel').then((m) => ({ default: m.PrivacyVerifyPanel })),
);

export default function PrivacyPage() {
  return (
    <PrivacyView
      content={privacyContent}
      form={<LazyPrivacyRequestForm />}
      verifyPanel={<PrivacyVerifyPanel />}
    />
  );
}
