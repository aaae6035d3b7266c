import { describe, expect, it } from 'vitest';
import en from '../i18n/en/shell';
import { ApiError, ERROR_MESSAGES, errorMessage, messageOf } from './errors';

const DEFAULT = ERROR_MESSAGES.default;

describe('errorMessage (DECISIONS: Console rules, error messages)', () => {
  it('uses the first message of the first field of a 400 errors object', () => {
    const body = { errors: { email: ['Must be an e-mail address.', 'Too long.'], password: ['Required.'] } };
    expect(errorMessage(400, body)).toBe('Must be an e-mail address.');
  });

  it('falls back to the error field when a 400 has no usable errors object', () => {
    expect(errorMessage(400, { errors: {}, error: 'Bad input.' })).toBe('Bad input.');
    expect(errorMessage(400, { errors: { a: [] } })).toBe(DEFAULT);
  });

  it("shows the server's message of a 409", () => {
    expect(errorMessage(409, { message: 'This e-mail is already used.', code: 3101 })).toBe('This e-mail is already used.');
  });

  it('uses the error field of any other failure', () => {
    expect(errorMessage(401, { error: 'Wrong e-mail or password.' })).toBe('Wrong e-mail or password.');
    expect(errorMessage(403, { error: 'Not allowed.' })).toBe('Not allowed.');
    expect(errorMessage(500, { error: 'Boom.' })).toBe('Boom.');
  });

  it('gives the default message otherwise', () => {
    expect(errorMessage(500, undefined)).toBe(DEFAULT);
    expect(errorMessage(502, '<html>Bad gateway</html>')).toBe(DEFAULT);
    expect(errorMessage(404, { detail: 'nothing' })).toBe(DEFAULT);
    expect(errorMessage(409, {})).toBe(DEFAULT);
    expect(errorMessage(400, { errors: ['not', 'an', 'object'] })).toBe(DEFAULT);
  });

  it('gives the default message for a network failure', () => {
    expect(errorMessage(undefined, undefined)).toBe(DEFAULT);
  });

  it('maps its keys to the exact texts of the spec in English', () => {
    expect(en.shell.errors).toMatchObject({
      default: 'An error occurred.',
      no_routes: 'No routes found!',
      not_found: 'Oops, an error has occurred. Page not found!',
      server: 'Sorry, server goes wrong.',
    });
  });
});

describe('ApiError', () => {
  it('carries the catalogue message, the status and the conflict code', () => {
    const error = new ApiError(409, { message: 'Change your password first.', code: 3102 });
    expect(error.message).toBe('Change your password first.');
    expect(error.status).toBe(409);
    expect(error.code).toBe(3102);
    expect(messageOf(error)).toBe('Change your password first.');
  });

  it('has no code without a numeric one, and anything else thrown means the default message', () => {
    expect(new ApiError(400, { errors: { a: ['x'] } }).code).toBeUndefined();
    expect(messageOf(new TypeError('Failed to fetch'))).toBe(DEFAULT);
  });
});
