import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { ApiError, ERROR_MESSAGES } from './errors';
import type { paths } from './schema';
import { unwrap } from './unwrap';

const clientAnswering = (answer: () => Promise<Response>) => createClient<paths>({ baseUrl: 'http://fleet.test/api', fetch: answer });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('unwrap', () => {
  it('resolves to the data of a successful call', async () => {
    const client = clientAnswering(async () => json(200, { status: 'ok' }));
    await expect(unwrap(client.GET('/health'))).resolves.toEqual({ status: 'ok' });
  });

  it('resolves a successful response with an unreadable body to empty', async () => {
    const client = clientAnswering(async () => new Response('{not json', { status: 200 }));
    await expect(unwrap(client.GET('/health'))).resolves.toBeUndefined();
  });

  it('throws an ApiError with the catalogue message of a failed response', async () => {
    const client = clientAnswering(async () => json(400, { errors: { loginEmail: ['Must be an e-mail address.'] } }));
    const failure = unwrap(client.POST('/password/SendPasswordResetLink', { params: { query: { loginEmail: 'x' } } }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Must be an e-mail address.' });
  });

  it('gives the default message when a failed response body is unreadable', async () => {
    const client = clientAnswering(async () => new Response('Bad gateway', { status: 502 }));
    await expect(unwrap(client.GET('/health'))).rejects.toMatchObject({ status: 502, message: ERROR_MESSAGES.default });
  });

  it('gives the default message when the server cannot be reached', async () => {
    const client = clientAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(unwrap(client.GET('/health'))).rejects.toMatchObject({ status: undefined, message: ERROR_MESSAGES.default });
  });
});
