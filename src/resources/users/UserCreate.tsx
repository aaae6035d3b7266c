import { useState } from 'react';
import { PasswordInput, useNotify, useRedirect } from 'react-admin';
import { ResourceCreate } from '../shared/ResourceViews';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';
import { UserForm } from './UserForm';

interface CreatedUser {
  email: string;
  temporaryPassword: string | null;
}

/**
 * A new user. Without a chosen password the server makes a temporary one, shown once: the
 * dialog keeps it on screen until the admin has copied it, then the list opens.
 */
export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const onSuccess = (user: CreatedUser) => {
    notify('ra.notification.created', { type: 'info', messageArgs: { smart_count: 1 } });
    if (user.temporaryPassword) setCreated(user);
    else redirect('list', 'users');
  };
  return (
    <>
      <ResourceCreate mutationOptions={{ onSuccess }}>
        <UserForm extra={<PasswordInput source="password" helperText="resources.users.help.password" />} />
      </ResourceCreate>
      {created && (
        <TemporaryPasswordDialog
          email={created.email}
          password={created.temporaryPassword ?? ''}
          onClose={() => redirect('list', 'users')}
        />
      )}
    </>
  );
}
