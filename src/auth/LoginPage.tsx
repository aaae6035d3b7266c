import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { ApiError, messageOf, PASSWORD_CHANGE_REQUIRED, TWO_FACTOR_CODE_REQUIRED, TWO_FACTOR_ENROLMENT_REQUIRED } from '../api/errors';
import { runtimeConfig } from '../config';
import { ScreenLoader } from '../layout/ScreenLoader';
import background from './login-background.svg';
import { LoginForm } from './LoginForm';
import { lazyScreen } from '../kit/lazyScreen';
import type { PasswordDialogProps } from './PasswordDialog';
import { TwoFactorStep } from './TwoFactorStep';
import { useResumeSession } from './useResumeSession';
import { useSignIn, useSsoSignIn } from './useSignIn';
import { discoverSso, startSso, takeSsoFragment, type SsoProvider } from './ssoSignIn';

/** Spec: the new-account dialog opens 500 ms after the 3102 conflict's message. */
export const NEW_ACCOUNT_DIALOG_DELAY_MS = 500;

type DialogState = Pick<PasswordDialogProps, 'type' | 'email' | 'oldPassword'>;

// Seldom opened: its code (and its MUI dialog) stays out of the login page's first load.
const PasswordDialog = lazyScreen(() => import('./PasswordDialog'), 'PasswordDialog');

/** How long typing pauses before the address's domain is looked up for a single sign-on provider. */
const DISCOVERY_DELAY_MS = 400;
const looksLikeAddress = (email: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.trim());

/**
 * Single sign-on on the sign-in page: the provider of the address typed, or of the tenant named by the
 * page's `?tenant=` (a tenant's own sign-in link); and the one-time code or refusal the provider's
 * round trip left in the fragment, taken once.
 */
function useSso(notify: ReturnType<typeof useNotify>) {
  const ssoSignIn = useSsoSignIn();
  const [provider, setProvider] = useState<SsoProvider | null>(null);
  const [finishing, setFinishing] = useState(() => new URLSearchParams(window.location.hash.slice(1)).has('sso'));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    const { code, error } = takeSsoFragment();
    if (error) notify(error, { type: 'error' });
    if (code)
      ssoSignIn(code).catch((failure: unknown) => {
        notify(messageOf(failure), { type: 'error' });
        setFinishing(false);
      });
    const tenantId = new URLSearchParams(window.location.search).get('tenant');
    if (tenantId) discoverSso({ tenantId }).then(setProvider, () => undefined);
    return () => clearTimeout(timer.current);
  }, [notify, ssoSignIn]);

  const onEmailChange = useCallback((email: string) => {
    clearTimeout(timer.current);
    if (!looksLikeAddress(email)) return;
    // A failed look-up leaves password sign-in, which the server refuses with its reason when SSO is required.
    timer.current = setTimeout(() => discoverSso({ email: email.trim() }).then(setProvider, () => setProvider(null)), DISCOVERY_DELAY_MS);
  }, []);
  const onSso = useCallback(
    (chosen: SsoProvider) => startSso(chosen.tenantId).catch((failure: unknown) => notify(messageOf(failure), { type: 'error' })),
    [notify],
  );
  return { provider, finishing, onEmailChange, onSso };
}

/** A right password that the server wants a second factor for (and an enrolment, when the tenant requires one). */
interface SecondStep {
  email: string;
  password: string;
  enrolment?: { secret: string; otpauthUri: string };
}

const enrolmentOf = (body: unknown) => (body as { enrolment?: SecondStep['enrolment'] } | null)?.enrolment;

/** The sign-in page: no sidebar, header or footer; a background picture behind the form. */
export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const signIn = useSignIn();
  const resuming = useResumeSession();
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const sso = useSso(notify);

  const submit = async (email: string, password: string, twoFactorCode?: string, enrolling = false) => {
    setLoading(true);
    try {
      await signIn(email, password, twoFactorCode, enrolling);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : undefined;
      if (!twoFactorCode && (code === TWO_FACTOR_CODE_REQUIRED || code === TWO_FACTOR_ENROLMENT_REQUIRED)) {
        setSecondStep({ email, password, enrolment: enrolmentOf((error as ApiError).body) });
        return;
      }
      const mustChange = code === PASSWORD_CHANGE_REQUIRED;
      notify(messageOf(error), { type: mustChange ? 'warning' : 'error' });
      if (mustChange) setTimeout(() => setDialog({ type: 'new', email, oldPassword: password }), NEW_ACCOUNT_DIALOG_DELAY_MS);
    } finally {
      setLoading(false);
    }
  };

  if (resuming || sso.finishing) return <ScreenLoader />;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        backgroundImage: `url("${background}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={8}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 3 }}>
            <div>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
                {runtimeConfig().companyName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('shell.login.title')}
              </Typography>
            </div>
            <LocalesMenuButton />
          </Stack>
          {secondStep ? (
            <TwoFactorStep
              loading={loading}
              enrolment={secondStep.enrolment}
              onSubmit={(code) => submit(secondStep.email, secondStep.password, code, secondStep.enrolment !== undefined)}
              onCancel={() => setSecondStep(null)}
            />
          ) : (
            <LoginForm
              loading={loading}
              onSubmit={submit}
              onForgot={(email) => setDialog({ type: 'forgot', email })}
              provider={sso.provider}
              onEmailChange={sso.onEmailChange}
              onSso={sso.onSso}
            />
          )}
        </CardContent>
      </Card>
      {dialog && (
        <Suspense fallback={null}>
          <PasswordDialog {...dialog} onClose={() => setDialog(null)} onChanged={signIn} />
        </Suspense>
      )}
    </Box>
  );
}
