import type { ComponentType } from 'react';
import { Create, Edit, SimpleForm, type CreateProps, type EditProps, type SimpleFormProps } from 'react-admin';

/**
 * Create and Edit as every screen of the console uses them: saving shows a loader until the
 * server answers (pessimistic), then returns to the list; a failure stops it and shows the error.
 */
export const ResourceCreate = (props: CreateProps) => <Create redirect="list" {...props} />;

export const ResourceEdit = (props: EditProps) => <Edit mutationMode="pessimistic" redirect="list" {...props} />;

/**
 * An edit page first draws the row the list already holds, then the record the server sends;
 * react-admin resets the form when it arrives. What the user typed in between stays.
 * (A constant: react-admin resets again whenever the options object changes.)
 */
const keepTypedValues = { keepDirtyValues: true };

/** The form of every create and edit page. */
export const ResourceForm = (props: SimpleFormProps) => <SimpleForm resetOptions={keepTypedValues} {...props} />;

/** The create and edit pages of a resource whose two pages are the same form. */
export const formPages = (Form: ComponentType, options: Pick<CreateProps, 'transform'> = {}) => ({
  create: () => (
    <ResourceCreate {...options}>
      <Form />
    </ResourceCreate>
  ),
  edit: () => (
    <ResourceEdit {...options}>
      <Form />
    </ResourceEdit>
  ),
});
