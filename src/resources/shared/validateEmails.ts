import { email } from 'react-admin';

const validateEmail = email();

/** A list of e-mail addresses: the message of the first one that is not an address. */
export const validateEmails = (addresses: string[] | null | undefined) =>
  addresses?.map((address) => validateEmail(address, {})).find(Boolean);
