const key = 'fleet.issuedRecoveryCodes';

/**
 * Recovery codes answered by a sign-in that completed an enrolment the tenant required: kept for
 * this tab until the two-factor page has shown them once.
 */
export const issuedRecoveryCodes = {
  remember: (codes: string[]) => window.sessionStorage.setItem(key, JSON.stringify(codes)),
  /** The codes kept, if any; they stay kept until `forget`. */
  read(): string[] | null {
    const stored = window.sessionStorage.getItem(key);
    return stored ? (JSON.parse(stored) as string[]) : null;
  },
  forget: () => window.sessionStorage.removeItem(key),
};
