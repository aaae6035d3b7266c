import { cleanup, render, waitFor } from '@testing-library/react';
import { AdminContext, useAuthenticated, type AuthProvider } from 'react-admin';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANSWER_FRESH_MS, createQueryClient, endStartupFreshness } from './consoleProviders';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A part of a screen that checks the session, as react-admin's lists, forms and the frame each do. */
function SessionCheck() {
  useAuthenticated();
  return null;
}

/** react-admin around `parts` session checks, with a fake session check to count. */
function consoleWithSessionChecks(queryClient: QueryClient) {
  const checkAuth = vi.fn(async () => undefined);
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkError: async () => undefined,
    checkAuth,
  };
  const drawn = (parts: number) => (
    <AdminContext queryClient={queryClient} authProvider={authProvider}>
      {Array.from({ length: parts }, (_, i) => (
        <SessionCheck key={i} />
      ))}
    </AdminContext>
  );
  return { checkAuth, drawn };
}

/** Lets any request a mount started go out and come back. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe("the console's query cache", () => {
  it('asks the session once while the parts of the first screen mount one after another, and again once the answer is old', async () => {
    const { checkAuth, drawn } = consoleWithSessionChecks(createQueryClient());
    const { rerender } = render(drawn(1));
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
    await settled();

    rerender(drawn(3));
    await settled();
    expect(checkAuth).toHaveBeenCalledTimes(1);

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + ANSWER_FRESH_MS + 1);
    rerender(drawn(4));
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(2));
  });

  it('asks again at once once the first screen is drawn, as every screen opened later does', async () => {
    const queryClient = createQueryClient();
    const { checkAuth, drawn } = consoleWithSessionChecks(queryClient);
    const { rerender } = render(drawn(1));
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(1));
    await settled();

    endStartupFreshness(queryClient);
    rerender(drawn(2));
    await waitFor(() => expect(checkAuth).toHaveBeenCalledTimes(2));
  });
});
