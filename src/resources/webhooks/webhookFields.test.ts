import { describe, expect, it } from 'vitest';
import { newWebhookSecret, webhookUrlFault } from './webhookFields';

describe('webhook fields', () => {
  it.each([
    ['https://hooks.example.com/fleet', undefined],
    ['https://hooks.example.com:8443/fleet?x=1', undefined],
    ['http://127.0.0.1:8080/hook', undefined],
    ['http://localhost/hook', undefined],
    ['http://[::1]:9000/', undefined],
    ['http://hooks.example.com/fleet', 'resources.webhooks.help.url_https'],
    ['http://127.0.0.1.example.com/', 'resources.webhooks.help.url_https'],
    ['ftp://hooks.example.com/', 'resources.webhooks.help.url_https'],
    ['hooks.example.com/fleet', 'resources.webhooks.help.url_invalid'],
    ['https://', 'resources.webhooks.help.url_invalid'],
  ])('judges %s: %s', (url, fault) => {
    expect(webhookUrlFault(url)).toBe(fault);
  });

  it('leaves an empty URL to the required rule', () => {
    expect(webhookUrlFault('')).toBeUndefined();
    expect(webhookUrlFault(undefined)).toBeUndefined();
  });

  it('makes a different 64-digit hex secret each time', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(newWebhookSecret()).not.toBe(first);
  });
});
