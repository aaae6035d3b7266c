import { useRecordContext, useTranslate } from 'react-admin';

/**
 * A role's name in the console's language, from the record in context: a user's `role`, or a
 * role's `name` (the options of the role pickers). An unknown role shows as the server names it.
 */
export function RoleName({ source }: { source: 'role' | 'name' }) {
  const record = useRecordContext<Record<typeof source, string>>();
  const translate = useTranslate();
  const role = record?.[source];
  return role ? <>{translate(`roles.${role}`, { _: role })}</> : null;
}
