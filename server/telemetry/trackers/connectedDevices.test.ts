import { describe, expect, it } from 'vitest';
import { createConnectedDevices, type DeviceEvent, type DeviceLink } from './connectedDevices';

const link = (identifier: string, sent: Buffer[] = []): DeviceLink => ({
  protocol: 'teltonika',
  identifier,
  remoteAddress: '192.0.2.1',
  encodeCommand: () => null,
  send: (bytes) => sent.push(bytes) > 0,
});

describe('connected devices', () => {
  it('sends to the newest link of a device and tells subscribers who connected, answered and left', () => {
    const devices = createConnectedDevices();
    const events: DeviceEvent[] = [];
    devices.subscribe((event) => events.push(event));
    const oldSent: Buffer[] = [];
    const newSent: Buffer[] = [];
    const old = link('356307042441013', oldSent);
    const renewed = link('356307042441013', newSent);

    expect(devices.send('356307042441013', Buffer.from('x'))).toBe(false);
    devices.attach(old);
    devices.attach(renewed);
    expect(devices.send('356307042441013', Buffer.from('y'))).toBe(true);
    expect(oldSent).toEqual([]);
    expect(newSent).toEqual([Buffer.from('y')]);

    // The old half-open connection closing later does not disconnect the device.
    devices.detach(old);
    expect(devices.get('356307042441013')).toBe(renewed);
    devices.commandResult(renewed, 'DOUT1:1');
    devices.detach(renewed);
    expect(devices.get('356307042441013')).toBeUndefined();
    expect(events.map((event) => [event.type, event.link === renewed])).toEqual([
      ['connected', false],
      ['connected', true],
      ['commandResult', true],
      ['disconnected', true],
    ]);
  });

  it('keeps notifying other subscribers when one throws', () => {
    const errors: unknown[] = [];
    const devices = createConnectedDevices((error) => errors.push(error));
    const seen: string[] = [];
    devices.subscribe(() => {
      throw new Error('boom');
    });
    const unsubscribe = devices.subscribe((event) => seen.push(event.type));
    const device = link('a');
    devices.attach(device);
    devices.detach(device);
    unsubscribe();
    devices.attach(device);
    expect(seen).toEqual(['connected', 'disconnected']);
    expect(errors).toHaveLength(3);
  });
});
