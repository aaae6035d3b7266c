import { useCallback } from 'react';
import { useLogin } from 'react-admin';
import { rememberedPath } from '../providers/shellAuth';

/**
 * Signs in, then goes where the visitor was headed (else the dashboard). react-admin's login also
 * drops the permissions it cached while nobody was signed in.
 */
export function useSignIn() {
  const login = useLogin();
  return useCallback(
    async (email: string, password: string) => {
      await login({ email, password }, rememberedPath.next());
      rememberedPath.forget();
    },
    [login],
  );
}
