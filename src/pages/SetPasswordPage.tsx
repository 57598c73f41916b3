import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { company } from '@/config/company';
import { destinationAfterPassword, safeNextPath } from '@/lib/authLinks';
import {
  fetchHasPortalRole,
  fetchIsAdmin,
  requestPasswordReset,
  setNewPassword,
} from '@/features/auth/api';
import { AUTH_MESSAGES } from '@/features/auth/authMessages';
import { SetPasswordScreen, useLinkState } from '@/features/auth/SetPasswordScreen';
import { Seo } from '@/lib/seo';

export default function SetPasswordPage() {
  const state = useLinkState();
  const navigate = useNavigate();
  // The link's search string (?next=/portal from the portal, a staff page from the staff area);
  // read once, before supabase-js or navigation changes the address.
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const next = safeNextPath(search);
  const save = useCallback(
    async (password: string) => {
      await setNewPassword(password);
      toast.success(AUTH_MESSAGES.passwordSaved);
      // The role decides too: a staff page is never where an owner or tenant ends up.
      const [staff, portal] = await Promise.all([
        fetchIsAdmin().catch(() => false),
        fetchHasPortalRole().catch(() => false),
      ]);
      navigate(destinationAfterPassword(search, { staff, portal }), { replace: true });
    },
    [navigate, search],
  );
  const requestReset = useCallback((email: string) => requestPasswordReset(email, next), [next]);
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
        <SetPasswordScreen
          state={state}
          onSubmit={save}
          onRequestReset={requestReset}
          signInPath={next === paths.portal ? paths.portal : paths.auth}
        />
      </div>
    </>
  );
}
