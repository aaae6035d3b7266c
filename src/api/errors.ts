/**
 * The console's error messages in one place (DECISIONS: Console rules, error messages). Messages are i18n keys for our own
 * texts and the server's own text otherwise; react-admin's notify translates keys and shows other
 * text as is.
 */
export const ERROR_MESSAGES = {
  default: 'shell.errors.default',
  noRoutes: 'shell.errors.no_routes',
  notFound: 'shell.errors.not_found',
  server: 'shell.errors.server',
} as const;

/** Conflict code of a sign-in that must change the password first. */
export const PASSWORD_CHANGE_REQUIRED = 3102;
/** Conflict codes of a sign-in whose password was right: a two-factor code is needed, or an enrolment first. */
export const TWO_FACTOR_CODE_REQUIRED = 3105;
export const TWO_FACTOR_ENROLMENT_REQUIRED = 3106;

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmptyText = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function firstValidationMessage(errors: unknown): string | undefined {
  if (!isObject(errors)) return undefined;
  const [first] = Object.values(errors);
  return nonEmptyText(Array.isArray(first) ? first[0] : first);
}

/**
 * The message for a failed call: status undefined means no answer (network failure).
 * 401 also reloads the page, but that side effect belongs to the API client.
 */
export function errorMessage(status: number | undefined, body: unknown): string {
  if (status === undefined || !isObject(body)) return ERROR_MESSAGES.default;
  const byStatus = status === 400 ? firstValidationMessage(body.errors) : status === 409 ? nonEmptyText(body.message) : undefined;
  return byStatus ?? nonEmptyText(body.error) ?? ERROR_MESSAGES.default;
}

/** A failed call, carrying the catalogue message, so `notify(error.message)` shows the right text. */
export class ApiError extends Error {
  readonly status: number | undefined;
  readonly body: unknown;

  constructor(status: number | undefined, body: unknown) {
    super(errorMessage(status, body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The server's conflict code (409 bodies), e.g. 3102. */
  get code(): number | undefined {
    return isObject(this.body) && typeof this.body.code === 'number' ? this.body.code : undefined;
  }
}

/** The catalogue message of anything thrown: an ApiError's own, else the default. */
export const messageOf = (error: unknown): string => (error instanceof ApiError ? error.message : ERROR_MESSAGES.default);
