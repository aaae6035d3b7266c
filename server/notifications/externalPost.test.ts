import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InternalAddress, isInternalAddress, postExternal } from './externalPost';

/** A receiver on the loopback interface that counts calls and answers `status` (with `location` when given). */
async function receiver(status: number, location?: string) {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    calls.push(request.url ?? '');
    response.writeHead(status, location ? { location } : {}).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { calls, port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

const post = (url: string, internalHosts: string[] = []) => postExternal(url, { headers: {}, body: '{}', timeoutMs: 2_000, internalHosts });

describe('posting to a URL a tenant chose', () => {
  let inside: Awaited<ReturnType<typeof receiver>>;
  beforeAll(async () => {
    inside = await receiver(204);
  });
  afterAll(() => inside.close());

  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['224.0.0.251', true],
    ['239.255.255.250', true],
    ['255.255.255.255', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['ff02::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:7f00:1', true],
    ['not-an-address', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['93.184.215.14', false],
    ['2606:4700::1111', false],
  ])('%s is internal: %s', (address, internal) => {
    expect(isInternalAddress(address)).toBe(internal);
  });

  it('refuses loopback however it is written (a name, IPv6, a decimal or hex number) and never connects', async () => {
    for (const host of ['127.0.0.1', 'localhost', '[::1]', '2130706433', '0x7f.1', '127.1']) {
      await expect(post(`http://${host}:${inside.port}/hook`), host).rejects.toBeInstanceOf(InternalAddress);
    }
    await expect(post(`http://localhost:${inside.port}/hook`)).rejects.toThrow('refused: internal address');
    expect(inside.calls).toEqual([]);
  });

  it('refuses private, link-local and multicast destinations before any connection', async () => {
    for (const url of [
      'http://10.0.0.1/',
      'http://192.168.0.1:8080/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fe80::1]/',
      'http://224.0.0.1/',
    ]) {
      await expect(post(url), url).rejects.toBeInstanceOf(InternalAddress);
    }
  });

  it('reaches an internal host the operator named, and follows no redirect from it', async () => {
    const redirecting = await receiver(302, `http://127.0.0.1:${inside.port}/inside`);
    try {
      expect(await post(`http://127.0.0.1:${inside.port}/named`, ['127.0.0.1'])).toBe(204);
      expect(inside.calls).toEqual(['/named']);
      // `localhost` is named, the address it redirects to is not: the answer is the redirect itself.
      expect(await post(`http://localhost:${redirecting.port}/moved`, ['localhost'])).toBe(302);
      expect(redirecting.calls).toEqual(['/moved']);
      expect(inside.calls).toEqual(['/named']);
    } finally {
      await redirecting.close();
    }
  });
});
