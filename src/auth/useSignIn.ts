import { useCallback } from 'react';
import { useLogin } from 'react-admin';
import { DashboardPage } from '../dashboard/DashboardPage';
import { preloadShellFrame } from '../layout/ShellFrame';
import { LANDING_PATH, TWO_FACTOR_PATH } from '../routePaths';
import { rememberedPath } from '../providers/consoleProviders';

/**
 * Signs in, then goes where the visitor was headed (else the dashboard). react-admin's login also
 * drops the permissions it cached while nobody was signed in.
 */
export function useSignIn() {
  const login = useLogin();
  return useCallback(
    async (email: string, password: string, twoFactorCode?: string, enrolling = false) => {
      // The code of the frame and of the landing screen comes while the credentials are checked, not after.
      void preloadShellFrame();
      if (rememberedPath.next() === LANDING_PATH) DashboardPage.preload().catch(() => undefined);
      // A sign-in that completed an enrolment goes to the two-factor page, which shows the recovery codes once.
      await login({ email, password, twoFactorCode }, enrolling ? TWO_FACTOR_PATH : rememberedPath.next());
      rememberedPath.forget();
    },
    [login],
  );
}
