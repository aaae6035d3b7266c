import { email, maxLength, required, TextInput } from 'react-admin';
import { formPages, ResourceForm } from '../shared/ResourceViews';

/** The fields of a tenant. */
export const TenantForm = () => (
  <ResourceForm sx={{ maxWidth: 640 }}>
    <TextInput source="name" validate={[required(), maxLength(200)]} />
    <TextInput source="contactName" validate={maxLength(200)} />
    <TextInput source="contactEmail" type="email" validate={[email(), maxLength(254)]} />
    <TextInput source="contactPhone" validate={maxLength(32)} />
    <TextInput source="address" multiline validate={maxLength(200)} />
  </ResourceForm>
);

export const { create, edit } = formPages(TenantForm);
