import { describe, expect, it, vi } from 'vitest';
import { createSessionLostHandler } from './sessionLost';
import { memoryStorage } from './testing';

function setUp(storage = memoryStorage(), at = 1_000_000) {
  const reload = vi.fn();
  const endSession = vi.fn();
  const handler = createSessionLostHandler({ storage, now: () => at, reload, endSession });
  return { handler, reload, endSession, storage };
}

describe('session lost', () => {
  it('reloads the page once, however many calls lose the session together', () => {
    const { handler, reload, endSession } = setUp();
    handler();
    handler();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(endSession).not.toHaveBeenCalled();
  });

  it('drops the session before reloading when the last such reload was moments ago', () => {
    const first = setUp(memoryStorage(), 1_000_000);
    first.handler();
    const second = setUp(first.storage, 1_004_000);
    second.handler();
    expect(second.endSession).toHaveBeenCalledTimes(1);
    expect(second.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the last reload was long ago', () => {
    const first = setUp(memoryStorage(), 1_000_000);
    first.handler();
    const later = setUp(first.storage, 1_000_000 + 60_000);
    later.handler();
    expect(later.endSession).not.toHaveBeenCalled();
  });
});
