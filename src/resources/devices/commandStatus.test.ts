import { describe, expect, it } from 'vitest';
import { isSettling, outcomeText, type DeviceCommand } from './commandStatus';

const command = (fields: Partial<DeviceCommand>): DeviceCommand => ({
  id: '0d8e1f52-4a3b-4f6c-9d2e-7b1a5c3e9f01',
  sensorId: '5b0f7c1e-2d4a-4e8b-b3c6-9a1d7e5f2c40',
  type: 'engineStop',
  text: null,
  status: 'queued',
  answer: null,
  failure: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  sentAt: null,
  finishedAt: null,
  ...fields,
});

const translate = (key: string) => `<${key}>`;

describe('command status', () => {
  it('keeps asking while a command is queued or sent, and stops once all are settled', () => {
    expect(isSettling([command({ status: 'answered' }), command({ status: 'sent' })])).toBe(true);
    expect(isSettling([command({ status: 'queued' })])).toBe(true);
    expect(isSettling([command({ status: 'answered' }), command({ status: 'failed' })])).toBe(false);
    expect(isSettling([])).toBe(false);
    expect(isSettling(undefined)).toBe(false);
  });

  it('shows the device’s answer, a translated known failure, or the server’s own reason', () => {
    expect(outcomeText(command({ status: 'answered', answer: 'Relay on' }), translate)).toBe('Relay on');
    expect(outcomeText(command({ status: 'failed', failure: 'no answer' }), translate)).toBe(
      '<resources.devices.commands.failures.noAnswer>',
    );
    expect(outcomeText(command({ status: 'failed', failure: 'not supported by the protocol' }), translate)).toBe(
      '<resources.devices.commands.failures.unsupported>',
    );
    expect(outcomeText(command({ status: 'failed', failure: 'device offline for good' }), translate)).toBe('device offline for good');
    expect(outcomeText(command({ status: 'sent' }), translate)).toBe('');
  });
});
