import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { requestPasswordReset, setNewPassword } from '@/features/auth/api';
import { AUTH_MESSAGES } from '@/features/auth/authMessages';
import {
  nextAfterPassword,
  SetPasswordScreen,
  useLinkState,
} from '@/features/auth/SetPasswordScreen';
import { Seo } from '@/lib/seo';

export default function SetPasswordPage() {
  const state = useLinkState();
  const navigate = useNavigate();
  const save = useCallback(
    async (password: string) => {
      await setNewPassword(password);
      toast.success(AUTH_MESSAGES.passwordSaved);
      // Read before saving: the page's search string is the link's (?next=/portal for portals).
      navigate(nextAfterPassword(window.location.search), { replace: true });
    },
    [navigate],
  );
  return (
    <>
      <Seo
        title={`Set a new password | ${company.shortName}`}
        description="Choose a password for your account."
        path={paths.setPassword}
        noindex
        noReferrer
      />
      <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
        <SetPasswordScreen state={state} onSubmit={save} onRequestReset={requestPasswordReset} />
      </div>
    </>
  );
}
