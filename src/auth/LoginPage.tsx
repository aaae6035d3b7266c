import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { ApiError, messageOf, PASSWORD_CHANGE_REQUIRED } from '../api/errors';
import { runtimeConfig } from '../config';
import { ScreenLoader } from '../layout/ScreenLoader';
import background from './login-background.svg';
import { LoginForm } from './LoginForm';
import { PasswordDialog, type PasswordDialogProps } from './PasswordDialog';
import { useResumeSession } from './useResumeSession';
import { useSignIn } from './useSignIn';

/** Spec: the new-account dialog opens 500 ms after the 3102 conflict's message. */
export const NEW_ACCOUNT_DIALOG_DELAY_MS = 500;

type DialogState = Pick<PasswordDialogProps, 'type' | 'email' | 'oldPassword'>;

/** The sign-in page: no sidebar, header or footer; a background picture behind the form. */
export function LoginPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const signIn = useSignIn();
  const resuming = useResumeSession();
  const [loading, setLoading] = useState(false);
  const [dialog, setDialog] = useState<DialogState | null>(null);

  const submit = async (email: string, password: string) => {
    setLoading(true);
    try {
      await signIn(email, password);
    } catch (error) {
      const mustChange = error instanceof ApiError && error.code === PASSWORD_CHANGE_REQUIRED;
      notify(messageOf(error), { type: mustChange ? 'warning' : 'error' });
      if (mustChange) setTimeout(() => setDialog({ type: 'new', email, oldPassword: password }), NEW_ACCOUNT_DIALOG_DELAY_MS);
    } finally {
      setLoading(false);
    }
  };

  if (resuming) return <ScreenLoader />;
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
          <LoginForm loading={loading} onSubmit={submit} onForgot={(email) => setDialog({ type: 'forgot', email })} />
        </CardContent>
      </Card>
      {dialog && <PasswordDialog {...dialog} onClose={() => setDialog(null)} onChanged={signIn} />}
    </Box>
  );
}
