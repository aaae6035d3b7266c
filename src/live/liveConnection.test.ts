import { describe, expect, it, vi } from 'vitest';
import { connectLive, type LiveHandlers } from './liveConnection';

const position = {
  assetId: 'a1',
  tenantId: 't',
  time: '2026-01-01T00:00:00Z',
  latitude: 52.5,
  longitude: 13.4,
  speedKmh: 30,
  heading: 90,
  status: 'Moving',
  address: null,
};

const streamOf = (...chunks: string[]) =>
  new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

function handlers() {
  return { onPositions: vi.fn(), onAlert: vi.fn(), onConnected: vi.fn() } satisfies LiveHandlers;
}

describe('connectLive', () => {
  it('sends the bearer token and delivers the positions of a chunk as one batch', async () => {
    const on = handlers();
    const send = vi
      .fn()
      .mockResolvedValueOnce(
        streamOf(
          `event: position\ndata: ${JSON.stringify(position)}\n\nevent: position\ndata: ${JSON.stringify({ ...position, assetId: 'a2' })}\n\n`,
        ),
      );
    const waits: number[] = [];
    const stop = connectLive({
      url: '/api/live',
      fetch: send,
      accessToken: () => 'token-1',
      refresh: vi.fn(),
      handlers: on,
      wait: (ms) => (waits.push(ms), tick()),
    });
    await vi.waitFor(() => expect(on.onPositions).toHaveBeenCalledTimes(1));
    stop();
    expect(send.mock.calls[0][1].headers.Authorization).toBe('Bearer token-1');
    expect(on.onPositions.mock.calls[0][0].map((p: typeof position) => p.assetId)).toEqual(['a1', 'a2']);
    expect(on.onConnected).toHaveBeenCalledWith(true);
  });

  it('renews the token on 401 and reconnects with it', async () => {
    const on = handlers();
    let token = 'old';
    const refresh = vi.fn(async () => (token = 'new'));
    const send = vi
      .fn()
      .mockResolvedValueOnce(new Response('{}', { status: 401 }))
      .mockResolvedValue(streamOf(`event: alert\ndata: {"id":"x"}\n\n`));
    const stop = connectLive({ url: '/api/live', fetch: send, accessToken: () => token, refresh, handlers: on, wait: tick });
    await vi.waitFor(() => expect(on.onAlert).toHaveBeenCalled());
    stop();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[1][1].headers.Authorization).toBe('Bearer new');
  });

  it('backs off longer after each failed attempt and stops when told', async () => {
    const on = handlers();
    const waits: number[] = [];
    const send = vi.fn().mockRejectedValue(new TypeError('network'));
    const stop = connectLive({
      url: '/api/live',
      fetch: send,
      accessToken: () => 't',
      refresh: vi.fn(),
      handlers: on,
      wait: (ms) => (waits.push(ms), tick()),
    });
    await vi.waitFor(() => expect(waits.length).toBeGreaterThanOrEqual(3));
    stop();
    expect(waits[1]).toBeGreaterThan(waits[0]);
    expect(waits[2]).toBeGreaterThan(waits[1]);
    const calls = send.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send.mock.calls.length).toBeLessThanOrEqual(calls + 1);
  });
});
