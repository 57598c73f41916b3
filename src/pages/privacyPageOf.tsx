import { lazy } from 'react';
import type { PrivacyContent } from '@/content/privacy';
import { PrivacyView } from '@/features/marketing/legal/PrivacyView';
import { LazyPrivacyRequestForm } from '@/features/leads/public/LazyForms';

// Loaded only when a verification link opened the page: the policy's readers never fetch it.
const PrivacyVerifyPanel = lazy(() =>
  import('@/features/leads/public/PrivacyVerifyPanel').then((m) => ({
    default: m.PrivacyVerifyPanel,
  })),
);

/** The privacy page of one language: its policy, the request form and the verification panel. */
export function privacyPage(content: PrivacyContent) {
  return function PrivacyPage() {
    return (
      <PrivacyView
        content={content}
        form={<LazyPrivacyRequestForm />}
        verifyPanel={<PrivacyVerifyPanel />}
      />
    );
  };
}
