import { badRequest, conflict, ConflictCode, HttpError } from './errors';

interface DatabaseError {
  code?: string;
  constraint?: string;
}

const camelCase = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `assets_sensor_id_fkey` -> `sensorId`. */
const fieldOf = (constraint = '', suffix: string) => {
  const match = constraint.match(new RegExp(`^[a-z]+s_(.+)_${suffix}$`));
  return match ? camelCase(match[1]) : 'body';
};

/**
 * Turns the database's integrity errors into the contract's answers: a duplicate is 409/3101,
 * a reference to a missing record is 400 on that field, and deleting a record still referenced
 * is 409/3103. A query stopped by the statement timeout is 503. Anything else is not the caller's fault and stays an error.
 */
export function mapDbError(error: unknown, method: string): unknown {
  const { code, constraint } = (error ?? {}) as DatabaseError;
  if (code === '23505') {
    const field = fieldOf(constraint, 'key');
    return conflict(ConflictCode.duplicate, field === 'body' ? 'This record already exists.' : `This ${field} is already in use.`);
  }
  if (code === '23503') {
    if (method === 'DELETE') return conflict(ConflictCode.inUse, 'This record is still in use and cannot be deleted.');
    return badRequest(fieldOf(constraint, 'fkey'), 'Does not exist.');
  }
  if (code === '57014') {
    return new HttpError(503, {
      error: 'This request took longer than the server allows and was stopped. Please ask for less, for example a shorter period.',
    });
  }
  return error;
}

export const isHttpError = (error: unknown): error is HttpError => error instanceof HttpError;
