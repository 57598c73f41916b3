import { lazy } from 'react';
import { privacyContent } from '@/content/privacy';
import { PrivacyView } from '@/features/marketing/legal/PrivacyView';
import { LazyPrivacyRequestForm } from '@/features/leads/public/LazyForms';

// Loaded only when a verification link opened the page: the policy's readers never fetch it.
const PrivacyVerifyPanel = lazy(() =>
  import('@/features/leads/public/PrivacyVerifyPanel').then((m) => ({
    default: m.PrivacyVerifyPanel,
  })),
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
