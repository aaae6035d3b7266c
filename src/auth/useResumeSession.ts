import { useEffect, useState } from 'react';
import { useNavigate, useNotify } from 'react-admin';
import { session } from '../api/client';
import { messageOf } from '../api/errors';
import { rememberedPath } from '../providers/consoleProviders';

/**
 * On the login page: a visitor who is still signed in, or holds a refresh token, goes straight on.
 * A refresh that fails shows why and forgets the token. Answers whether that is still under way.
 */
export function useResumeSession(): boolean {
  const navigate = useNavigate();
  const notify = useNotify();
  const [resuming, setResuming] = useState(() => session.accessToken() !== null || session.refreshToken() !== null);

  useEffect(() => {
    if (!resuming) return;
    let active = true;
    session.resume().then(
      () => {
        if (!active) return;
        navigate(rememberedPath.next(), { replace: true });
        rememberedPath.forget();
      },
      (error: unknown) => {
        if (!active) return;
        notify(messageOf(error), { type: 'error' });
        session.end();
        setResuming(false);
      },
    );
    return () => {
      active = false;
    };
  }, [resuming, navigate, notify]);

  return resuming;
}
