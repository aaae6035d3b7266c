import { useState } from 'react';
import { useAuthProvider, useGetIdentity, useNotify, UserMenu } from 'react-admin';
import { PasswordDialog } from '../auth/PasswordDialog';
import { ChangePasswordMenuItem } from './ChangePasswordMenuItem';
import { SignOutMenuItem } from './SignOutMenuItem';

/** The user's first and last name, opening Change Password and Sign Out. */
export function ShellUserMenu() {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [changing, setChanging] = useState(false);

  // The server ends every session of a user whose password changes: sign in again with the new one.
  const changed = async (email: string, newPassword: string) => {
    await authProvider?.login({ email, password: newPassword });
    setChanging(false);
    notify('shell.password.changed', { type: 'success' });
  };

  return (
    <>
      {/* Named after the visible text (the user's name), as WCAG "label in name" asks. */}
      <UserMenu label={identity?.fullName ?? 'shell.user.menu'}>
        <ChangePasswordMenuItem onOpen={() => setChanging(true)} />
        <SignOutMenuItem />
      </UserMenu>
      {changing && identity && (
        <PasswordDialog type="change" email={identity.email} onClose={() => setChanging(false)} onChanged={changed} />
      )}
    </>
  );
}
