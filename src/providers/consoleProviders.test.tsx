// @vitest-environment happy-dom
import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, useAuthenticated, type AuthProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_FRESH_MS, createQueryClient } from './consoleProviders';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A part of a screen that checks the session, as react-admin's lists, forms and the frame each do. */
function SessionCheck() {
  useAuthenticated();
  return null;
}

const screenOf = (parts: number) => Array.from({ length: parts }, (_, i) => <SessionCheck key={i} />);

describe("the console's query cache", () => {
  it('asks the session once while the parts of a screen mount one after another, and again once the answer is old', async () => {
    const checkAuth = vi.fn(async () => undefined);
    const authProvider: AuthProvider = { login: async () => undefined, logout: async () => undefined, checkError: async () => undefined, checkAuth };
    const queryClient = createQueryClient();
    const drawn = (parts: number) => <AdminContext queryClient={queryClient} authProvider={authProvider}>{screenOf(parts)}</AdminContext>;
    const { rerender } = render(drawn(1));
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    rerender(drawn(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checkAuth).toHaveBeenCalledTimes(1);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + ANSWER_FRESH_MS + 1);
    rerender(drawn(4));
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(2));
  });
});
