import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { messageOf } from '../api/errors';

/** Shows a failed load as the catalogue's toast, once per error. */
export function useNotifyError(error: unknown) {
  const notify = useNotify();
  useEffect(() => {
    if (error) notify(error instanceof Error && error.name === 'NoRouteError' ? error.message : messageOf(error), { type: 'error' });
  }, [error, notify]);
}
