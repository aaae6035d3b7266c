/** Hosts of this machine: a receiver there is reached without the network, so plain http is allowed. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A webhook carries alerts (positions, asset names) and is signed with its secret: it must go over
 * https, except to a receiver on this machine. The contract takes any http(s) URL; the console is stricter.
 * Answers the message key of the fault, or undefined.
 */
export function webhookUrlFault(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'resources.webhooks.help.url_invalid';
  }
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return 'resources.webhooks.help.url_https';
}

/** A new signing secret: 32 random bytes in hex, well above the contract's 16 characters. */
export function newWebhookSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
