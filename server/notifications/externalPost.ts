import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/** A destination that resolved to an address inside the server's networks. */
export class InternalAddress extends Error {
  constructor(readonly address: string) {
    super('refused: internal address');
  }
}

/**
 * Addresses a tenant's URL may not reach: "this" network, private, shared (carrier NAT), loopback,
 * link-local (cloud metadata at 169.254.169.254), multicast, reserved and broadcast; IPv6 loopback,
 * unspecified, unique-local, link-local and multicast. BlockList checks an IPv4-mapped IPv6 address
 * (`::ffff:7f00:1`) against the IPv4 ranges.
 */
const internalRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internalRanges.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  internalRanges.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is internal; anything that is not an address counts as internal. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || internalRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for the socket that refuses internal answers. The socket connects to the addresses this
 * lookup checked, so a second answer of the name (DNS rebinding) cannot slip in between check and use.
 */
function checkedLookup(hostname: string, options: { all?: boolean; family?: number }, callback: LookupCallback) {
  dnsLookup(hostname, { family: options.family ?? 0, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const internal = addresses.find((entry) => isInternalAddress(entry.address));
    if (internal) return callback(new InternalAddress(internal.address), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
}

export interface ExternalPost {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  /** Host names (as written in URLs, or IP literals) the operator lets reach internal addresses. */
  internalHosts: string[];
}

/**
 * POSTs `body` to a URL a tenant chose and answers the status. Internal destinations are refused
 * (InternalAddress) unless the operator named the host; redirects are never followed (the status
 * is the answer), so a public host cannot send the call inside either.
 */
export function postExternal(url: string, post: ExternalPost): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new Error(`not an http(s) URL: ${target.protocol}`));
  // The URL parser has already written `2130706433` or `0x7f.1` as 127.0.0.1; IPv6 hosts come in brackets.
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  const allowed = post.internalHosts.some((name) => name.toLowerCase() === host.toLowerCase());
  if (!allowed && isIP(host) && isInternalAddress(host)) return Promise.reject(new InternalAddress(host));
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body) },
    signal: AbortSignal.timeout(post.timeoutMs),
    ...(allowed ? {} : { lookup: checkedLookup as RequestOptions['lookup'] }),
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(target, options, (response) => {
      resolve(response.statusCode ?? 0);
      response.resume(); // the body is not read, only drained
    });
    request.on('error', reject);
    request.end(post.body);
  });
}
