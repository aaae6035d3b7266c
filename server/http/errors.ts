/** An error whose status and body are meant for the caller, in the shapes of the contract. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : String(body.message ?? statusCode));
  }
}

export const ConflictCode = {
  duplicate: 3101,
  passwordChangeRequired: 3102,
  inUse: 3103,
  twoFactorOn: 3104,
  twoFactorCodeRequired: 3105,
  twoFactorEnrolmentRequired: 3106,
  /** The user's tenant signs in through its OpenID provider only. */
  ssoRequired: 3110,
  /** A driving session by hand that overlaps another of the vehicle or driver. */
  sessionOverlap: 3111,
} as const;

export const badRequest = (field: string, message: string) => new HttpError(400, { errors: { [field]: [message] } });
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, { error: message });
export const forbidden = (message = 'You are not allowed to do this.') => new HttpError(403, { error: message });
export const notFound = (what = 'Record') => new HttpError(404, { error: `${what} not found.` });
export const conflict = (code: number, message: string, details: Record<string, unknown> = {}) =>
  new HttpError(409, { message, code, ...details });
/** Too many (failed) attempts: the answer says when to try again, in its text and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number, what = 'Too many failed attempts.') {
  const wait = retryAfterSeconds < 120 ? `${retryAfterSeconds} seconds` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return new HttpError(429, { error: `${what} Please try again in ${wait}.` }, { 'retry-after': String(retryAfterSeconds) });
}
