import { describe, expect, it } from 'vitest';
import { alertMailText } from './alertMail';
import type { RaisedAlert } from '../repos/alerts';

const raised = {
  recipients: ['ops@acme.example'],
  alert: {
    id: 'a1',
    assetId: 'v7',
    message: 'Van 7 entered Depot',
    time: '2026-11-28T07:16:50.000Z',
    latitude: 52.5,
    longitude: 13.4,
    speedKmh: 31.6,
  },
} as unknown as RaisedAlert;

describe('alert mail', () => {
  it("gives the alert's time in the readers' zone with the offset stated, never bare UTC", () => {
    const text = alertMailText(raised, { publicUrl: 'https://fleet.example', timeZone: 'Europe/Berlin' });
    expect(text).toContain('Time: 2026-11-28T08:16:50+01:00 (Europe/Berlin)');
    expect(text).not.toContain('07:16:50.000Z');
    expect(text).toContain('Speed: 32 km/h');
  });

  it('links to the alerts and to the vehicle in the console', () => {
    const text = alertMailText(raised, { publicUrl: 'https://fleet.example', timeZone: 'UTC' });
    expect(text).toContain('Alerts: https://fleet.example/alerts');
    expect(text).toContain('The vehicle: https://fleet.example/assets/details/v7');
  });
});
