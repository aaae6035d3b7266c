import type { ComponentType } from 'react';
import { Create, Edit, type CreateProps, type EditProps } from 'react-admin';

/**
 * Create and Edit as every screen of the console uses them: saving shows a loader until the
 * server answers (pessimistic), then returns to the list; a failure stops it and shows the error.
 */
export const ResourceCreate = (props: CreateProps) => <Create redirect="list" {...props} />;

export const ResourceEdit = (props: EditProps) => <Edit mutationMode="pessimistic" redirect="list" {...props} />;

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
