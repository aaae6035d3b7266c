import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createSession, NoSessionError, REFRESH_TOKEN_KEY } from './session';
import { authSession, memoryStorage } from './testing';

describe('session', () => {
  it('keeps the access token in memory and the refresh token in storage', () => {
    const storage = memoryStorage();
    const session = createSession({ storage, requestRefresh: vi.fn() });
    session.start(authSession(1));
    expect(session.accessToken()).toBe('access-1');
    expect(session.user()?.fullName.firstName).toBe('Ada');
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
    session.end();
    expect(session.accessToken()).toBeNull();
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('shares one refresh between parallel callers and stores the rotated token', async () => {
    const storage = memoryStorage({ [REFRESH_TOKEN_KEY]: 'refresh-0' });
    let answer: (value: ReturnType<typeof authSession>) => void = () => {};
    const requestRefresh = vi.fn(() => new Promise<ReturnType<typeof authSession>>((resolve) => (answer = resolve)));
    const session = createSession({ storage, requestRefresh });

    const callers = [session.refresh(), session.refresh(), session.resume(), session.refresh()];
    answer(authSession(1));
    const [first, second, , fourth] = await Promise.all(callers);

    expect(requestRefresh).toHaveBeenCalledTimes(1);
    expect(requestRefresh).toHaveBeenCalledWith('refresh-0');
    expect([first, second, fourth]).toEqual(['access-1', 'access-1', 'access-1']);
    expect(storage.getItem(REFRESH_TOKEN_KEY)).toBe('refresh-1');
  });

  it('refreshes again, with the new token, after the previous refresh settled', async () => {
    let n = 0;
    const requestRefresh = vi.fn(async () => authSession(++n));
    const session = createSession({ storage: memoryStorage({ [REFRESH_TOKEN_KEY]: 'refresh-0' }), requestRefresh });
    await session.refresh();
    await session.refresh();
    expect(requestRefresh.mock.calls).toEqual([['refresh-0'], ['refresh-1']]);
  });

  it('resumes at once with an access token, and fails without any stored token', async () => {
    const requestRefresh = vi.fn();
    const session = createSession({ storage: memoryStorage(), requestRefresh });
    await expect(session.resume()).rejects.toBeInstanceOf(NoSessionError);
    session.start(authSession(1));
    await session.resume();
    expect(requestRefresh).not.toHaveBeenCalled();
  });

  it('lets every waiting caller see a failed refresh', async () => {
    const session = createSession({
      storage: memoryStorage({ [REFRESH_TOKEN_KEY]: 'spent' }),
      requestRefresh: () => Promise.reject(new Error('revoked')),
    });
    const results = await Promise.allSettled([session.refresh(), session.resume()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
  });

  it('does not send a refused refresh token again, but retries after no answer', async () => {
    const refusal = new ApiError(401, { error: 'Your session has expired.' });
    const requestRefresh = vi.fn().mockRejectedValueOnce(new ApiError(undefined, undefined)).mockRejectedValue(refusal);
    const storage = memoryStorage({ [REFRESH_TOKEN_KEY]: 'spent' });
    const session = createSession({ storage, requestRefresh });
    await expect(session.resume()).rejects.toMatchObject({ status: undefined });
    await expect(session.resume()).rejects.toBe(refusal);
    await expect(session.resume()).rejects.toBe(refusal);
    expect(requestRefresh).toHaveBeenCalledTimes(2);
    storage.setItem(REFRESH_TOKEN_KEY, 'fresh');
    await expect(session.resume()).rejects.toBe(refusal);
    expect(requestRefresh).toHaveBeenLastCalledWith('fresh');
  });
});
