import { useCallback, useEffect, useState } from 'react';
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
import { SetPasswordScreen, useLinkState } from '@/features/auth/SetPasswordScreen';
import { setPasswordText } from '@/features/auth/setPasswordCopy';
import { LanguageSwitch, PortalLocaleProvider, usePortalLocale } from '@/features/portal/locale';
import { Seo } from '@/lib/seo';

/** Invite and recovery links land here: in the portal's language, the account's once known. */
export default function SetPasswordPage() {
  return (
    <PortalLocaleProvider>
      <SetPassword />
    </PortalLocaleProvider>
  );
}

function SetPassword() {
  const state = useLinkState();
  const { locale, adopt } = usePortalLocale();
  const t = setPasswordText[locale];
  const linkLocale = state.kind === 'ready' ? state.locale : undefined;
  // The account's language (an invitation in Spanish) wins over this browser's choice.
  useEffect(() => {
    if (linkLocale) adopt(linkLocale);
  }, [linkLocale, adopt]);
  const navigate = useNavigate();
  // The link's search string (?next=/portal from the portal, a staff page from the staff area);
  // read once, before supabase-js or navigation changes the address.
  const [search] = useState(() => (typeof window === 'undefined' ? '' : window.location.search));
  const next = safeNextPath(search);
  const save = useCallback(
    async (password: string) => {
      await setNewPassword(password);
      toast.success(t.passwordSaved);
      // The role decides too: a staff page is never where an owner or tenant ends up.
      const [staff, portal] = await Promise.all([
        fetchIsAdmin().catch(() => false),
        fetchHasPortalRole().catch(() => false),
      ]);
      navigate(destinationAfterPassword(search, { staff, portal }), { replace: true });
    },
    [navigate, search, t],
  );
  const requestReset = useCallback((email: string) => requestPasswordReset(email, next), [next]);
  return (
    <>
      <Seo
        title={`${t.title} | ${company.shortName}`}
        description={t.formLabel}
        path={paths.setPassword}
        noindex
        noReferrer
      />
      <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-12 sm:py-16">
        <LanguageSwitch className="flex justify-end" />
        <SetPasswordScreen
          state={state}
          onSubmit={save}
          onRequestReset={requestReset}
          signInPath={next === paths.portal ? paths.portal : paths.auth}
          locale={locale}
        />
      </div>
    </>
  );
}
