import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A role's name in the console's language, from the record in context: a user's `role`, or a role's
 * `id` (the options of the role pickers, whose `name` is the server's longer English description), so
 * that the list and the form name a role alike. A role the console does not know shows as the server
 * names it.
 */
export function RoleName({ source }: { source: 'role' | 'id' }) {
  const record = useRecordContext<{ role?: string; id?: string; name?: string }>();
  const translate = useTranslate();
  const role = record?.[source];
  return role ? <>{translate(`roles.${role}`, { _: record?.name ?? role })}</> : null;
}
