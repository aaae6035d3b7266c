import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FleetState } from '../fleet/fleetState';
import { createLiveHub } from './createLiveHub';
import type { FromLiveWorker, ToLiveWorker } from './liveProtocol';

/** Stands in for the live worker: records what the page sends it and replies as it would. */
class FakeWorker {
  sent: ToLiveWorker[] = [];
  onmessage: ((event: MessageEvent<FromLiveWorker>) => void) | null = null;
  postMessage(message: ToLiveWorker) {
    this.sent.push(message);
  }
  reply(data: FromLiveWorker) {
    this.onmessage?.({ data } as MessageEvent<FromLiveWorker>);
  }
  types = () => this.sent.map((m) => m.type);
}

function hub(refresh: () => Promise<string> = async () => 'renewed') {
  const worker = new FakeWorker();
  const live = createLiveHub({
    url: () => '/api/live',
    accessToken: () => 'current',
    refresh,
    startWorker: () => worker as unknown as Worker,
  });
  return { worker, live };
}

const fleetOf = (...ids: string[]) => {
  const fleet = new FleetState();
  fleet.replace(ids.map((id) => ({ id, name: `Truck ${id}`, latitude: 52.5, longitude: 13.4, heading: 0, status: 'Parked' as const })));
  return fleet;
};

describe('createLiveHub', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('location', { href: 'https://console.example/dashboard' });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream for every user and closes it a while after the last leaves', () => {
    const { worker, live } = hub();
    const leaveAlerts = live.subscribeLive({});
    const leaveFleet = live.trackLive(fleetOf('a'));
    expect(worker.sent[0]).toEqual({ type: 'open', url: 'https://console.example/api/live' });
    leaveAlerts();
    leaveFleet();
    vi.advanceTimersByTime(1000);
    // Back within the moment: the same stream goes on.
    const leave = live.subscribeLive({});
    vi.advanceTimersByTime(5000);
    expect(worker.types()).toEqual(['open', 'track', 'untrack']);
    leave();
    vi.advanceTimersByTime(5000);
    expect(worker.types().at(-1)).toBe('close');
  });

  it('moves a shown fleet where the worker says, and not once the fleet is gone', () => {
    const { worker, live } = hub();
    const fleet = fleetOf('a', 'b');
    const changed = vi.fn();
    fleet.subscribe(changed);
    const leave = live.trackLive(fleet);
    const track = worker.sent.find((m) => m.type === 'track');
    expect(track).toMatchObject({ type: 'track', key: 1, ids: ['a', 'b'] });
    const moved = {
      positions: new Float32Array([1, 2, 0, 3, 4, 0]),
      angles: new Float32Array(2),
      headingShown: new Float32Array(2),
      speeds: new Float32Array(2),
      times: new Float64Array(2),
    };
    worker.reply({ type: 'update', key: 1, update: { moved } });
    expect(fleet.positions).toBe(moved.positions);
    expect(changed).toHaveBeenCalledTimes(1);
    leave();
    worker.reply({ type: 'update', key: 1, update: { moved: { ...moved, positions: new Float32Array(6) } } });
    expect(fleet.positions).toBe(moved.positions);
  });

  it('lends the worker the access token, a renewed one when asked, and none once the session is gone', async () => {
    const refresh = vi.fn().mockResolvedValueOnce('renewed').mockRejectedValueOnce(new Error('signed out'));
    const { worker, live } = hub(refresh);
    live.subscribeLive({});
    worker.reply({ type: 'token', id: 1, renew: false });
    worker.reply({ type: 'token', id: 2, renew: true });
    worker.reply({ type: 'token', id: 3, renew: true });
    await vi.waitFor(() => expect(worker.sent.filter((m) => m.type === 'token')).toHaveLength(3));
    expect(worker.sent.filter((m) => m.type === 'token')).toEqual([
      { type: 'token', id: 1, token: 'current' },
      { type: 'token', id: 2, token: 'renewed' },
      { type: 'token', id: 3, token: null },
    ]);
  });

  it('passes alerts and the connection state on, and tells a late subscriber where things stand', () => {
    const { worker, live } = hub();
    const first = { onAlert: vi.fn(), onConnected: vi.fn() };
    live.subscribeLive(first);
    worker.reply({ type: 'connected', value: true });
    worker.reply({ type: 'alert', alert: { id: 'x' } as never });
    expect(first.onConnected).toHaveBeenCalledWith(true);
    expect(first.onAlert).toHaveBeenCalledWith({ id: 'x' });
    const late = { onConnected: vi.fn() };
    live.subscribeLive(late);
    expect(late.onConnected).toHaveBeenCalledWith(true);
  });
});
