import { useCallback } from 'react';
import { useLogin } from 'react-admin';
import { DashboardPage } from '../dashboard/DashboardPage';
import { preloadShellFrame } from '../layout/ShellFrame';
import { LANDING_PATH, TWO_FACTOR_PATH } from '../routePaths';
import { rememberedPath } from '../providers/consoleProviders';

/**
 * Signs in with the credentials, then goes to `to`, else where the visitor was headed (else the
 * dashboard). react-admin's login also drops the permissions it cached while nobody was signed in.
 */
function useLoginAndGo() {
  const login = useLogin();
  return useCallback(
    async (credentials: object, to?: string) => {
      // The code of the frame and of the landing screen comes while the credentials are checked, not after.
      void preloadShellFrame();
      if (rememberedPath.next() === LANDING_PATH) DashboardPage.preload().catch(() => undefined);
      await login(credentials, to ?? rememberedPath.next());
      rememberedPath.forget();
    },
    [login],
  );
}

/** Password sign-in (with a second factor when the server asked for one). */
export function useSignIn() {
  const go = useLoginAndGo();
  return useCallback(
    // A sign-in that completed an enrolment goes to the two-factor page, which shows the recovery codes once.
    (email: string, password: string, twoFactorCode?: string, enrolling = false) =>
      go({ email, password, twoFactorCode }, enrolling ? TWO_FACTOR_PATH : undefined),
    [go],
  );
}

/** Sign-in with the one-time code a single sign-on brought back from the provider. */
export function useSsoSignIn() {
  const go = useLoginAndGo();
  return useCallback((ssoCode: string) => go({ ssoCode }), [go]);
}
