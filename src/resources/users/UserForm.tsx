import { type ReactNode, useState } from 'react';
import {
  AutocompleteArrayInput,
  DeleteButton,
  email,
  FormDataConsumer,
  maxLength,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  Toolbar,
  useRecordContext,
  PasswordInput,
  useNotify,
  useRedirect,
} from 'react-admin';
import { mayBeLimited } from '../../domain/groupLimits';
import { FormSection } from '../shared/FormSection';
import { byName } from '../../kit/listDefaults';
import { TenantInput } from '../shared/TenantInput';
import { RoleName } from './RoleName';
import { useIsOwnAccount } from './ownAccount';
import { ResourceCreate, formPages, ResourceForm } from '../shared/ResourceViews';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** Save, and delete unless the user is the signed-in one. */
function UserToolbar({ own }: { own: boolean }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {!own && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

/**
 * The fields of a user; `extra` adds what only creation asks (the first password). On one's own
 * account the role is shown but cannot be changed, and there is no delete.
 */
export function UserForm({ extra }: { extra?: ReactNode }) {
  const own = useIsOwnAccount()(useRecordContext());
  return (
    <ResourceForm sx={{ maxWidth: 800 }} toolbar={<UserToolbar own={own} />}>
      <FormSection title="resources.users.sections.person">
        <TextInput source="fullName.firstName" validate={[required(), maxLength(100)]} />
        <TextInput source="fullName.lastName" validate={[required(), maxLength(100)]} />
        <TextInput source="email" type="email" validate={[required(), email(), maxLength(254)]} />
        <TextInput source="phone" validate={maxLength(32)} />
      </FormSection>
      <FormSection title="resources.users.sections.access">
        <ReferenceInput source="role" reference="roles">
          <SelectInput
            optionText={<RoleName source="id" />}
            validate={required()}
            disabled={own}
            helperText={own ? 'ownAccount.role_locked' : undefined}
          />
        </ReferenceInput>
        <FormDataConsumer<{ role?: string }>>
          {({ formData }) =>
            // A SysAdmin belongs to no tenant; every other user to one.
            formData.role !== 'SysAdmin' && <TenantInput />
          }
        </FormDataConsumer>
        <FormDataConsumer<{ role?: string; tenantId?: string }>>
          {({ formData }) =>
            mayBeLimited(formData.role) && (
              <ReferenceArrayInput
                source="groupIds"
                reference="assetGroups"
                sort={byName}
                filter={formData.tenantId ? { tenantId: formData.tenantId } : {}}
              >
                <AutocompleteArrayInput optionText="name" helperText="resources.users.help.groupIds" />
              </ReferenceArrayInput>
            )
          }
        </FormDataConsumer>
        {extra}
      </FormSection>
    </ResourceForm>
  );
}

/** A role that cannot be limited to groups saves none: the groups chosen before the role changed go. */
const withGroupsOfRole = (user: { role?: string; groupIds?: string[] }) => (mayBeLimited(user.role) ? user : { ...user, groupIds: [] });

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
      <ResourceCreate mutationOptions={{ onSuccess }} transform={withGroupsOfRole}>
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

export const { edit } = formPages(UserForm, { transform: withGroupsOfRole });
export { UserCreate as create };
