import { useGetIdentity, type RaRecord } from 'react-admin';

/** Whether a user record is the signed-in user's own: nobody deletes or demotes themself (the server refuses too). */
export function useIsOwnAccount(): (record: RaRecord | undefined) => boolean {
  const { identity } = useGetIdentity();
  return (record) => Boolean(record && identity && record.id === identity.id);
}
