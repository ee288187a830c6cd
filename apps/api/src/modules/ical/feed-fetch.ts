// Reads a feed's address for an import, safely (decision 0062): http(s) only, at most a few redirects, a
// time limit and a size limit; in production no address on a loopback, private, link-local or otherwise
// non-public network, checked on the addresses the name resolves to (every one of them, and at every
// redirect), and the connection is made to the address checked, so a name cannot resolve differently later.
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { feedAddress } from '@raahi/contract/ical';

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_REDIRECTS = 3;

/** A failed read, in words the owner sees as the feed's last error. */
export class FeedError extends Error {}

export type FetchOptions = { allowPrivate: boolean; maxBytes?: number; timeoutMs?: number; maxRedirects?: number };

const notPublic = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  notPublic.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  notPublic.addSubnet(net, bits, 'ipv6');

/** true for an address on no public network (IPv4-mapped IPv6 addresses are judged as the IPv4 they carry) */
export function isNonPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return notPublic.check(mapped[1]!, 'ipv4');
  const family = isIP(address);
  if (family === 4) return notPublic.check(address, 'ipv4');
  if (family === 6) return notPublic.check(address, 'ipv6') || /^::ffff:/i.test(address);
  return true;
}

const PRIVATE = 'That address is on a private network: only public addresses can be imported.';

/** The address to connect to for `url`'s host, refused when not public (unless allowed). */
async function addressFor(url: URL, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let found: { address: string; family: number }[];
  if (isIP(host)) found = [{ address: host, family: isIP(host) }];
  else {
    try {
      found = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new FeedError("Could not find the feed's address.");
    }
  }
  if (!found.length) throw new FeedError("Could not find the feed's address.");
  if (!allowPrivate && found.some((a) => isNonPublicAddress(a.address))) throw new FeedError(PRIVATE);
  return found[0]!;
}

/** Refuses an address that is not public, before anything is stored (production). */
export async function checkFeedAddress(raw: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  await addressFor(new URL(feedAddress(raw)), false);
}

type Answer = { status: number; location?: string; body?: string };

function requestOnce(
  url: URL,
  to: { address: string; family: number },
  o: Required<Omit<FetchOptions, 'allowPrivate'>>,
  signal: AbortSignal,
) {
  const pinned: LookupFunction = (_host, options, cb) => {
    if ((options as { all?: boolean }).all) (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [to]);
    else cb(null, to.address, to.family);
  };
  const get = url.protocol === 'https:' ? https.get : http.get;
  return new Promise<Answer>((resolve, reject) => {
    const req = get(
      url,
      { lookup: pinned, signal, headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'Raahi calendar sync' } },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) {
          res.resume();
          resolve({ status, location: res.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          res.resume();
          resolve({ status });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (declared > o.maxBytes) {
          res.destroy();
          reject(new FeedError(`The feed is larger than ${Math.round(o.maxBytes / 1024 / 1024)} MB.`));
          return;
        }
        const parts: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > o.maxBytes) {
            res.destroy();
            reject(new FeedError(`The feed is larger than ${Math.round(o.maxBytes / 1024 / 1024)} MB.`));
          } else parts.push(chunk);
        });
        res.on('end', () => resolve({ status, body: Buffer.concat(parts).toString('utf8') }));
        res.on('error', () => reject(new FeedError('The feed stopped answering part way.')));
      },
    );
    req.on('error', (err) => {
      if (err instanceof FeedError) reject(err);
      else if (signal.aborted) reject(new FeedError('The feed took too long to answer.'));
      else reject(new FeedError("Could not reach the feed's address."));
    });
  });
}

/** The feed's text, following at most a few redirects. */
export async function fetchFeed(raw: string, options: FetchOptions): Promise<string> {
  const o = {
    maxBytes: options.maxBytes ?? FEED_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
    maxRedirects: options.maxRedirects ?? FEED_MAX_REDIRECTS,
  };
  const signal = AbortSignal.timeout(o.timeoutMs);
  let url = new URL(feedAddress(raw));
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new FeedError('The feed moved to an address that is not http or https.');
    const to = await addressFor(url, options.allowPrivate);
    const answer = await requestOnce(url, to, o, signal);
    if (answer.location !== undefined) {
      if (hop >= o.maxRedirects) throw new FeedError('The feed moved too many times.');
      url = new URL(answer.location, url);
      continue;
    }
    if (answer.body === undefined) throw new FeedError(`The feed answered ${answer.status}.`);
    return answer.body;
  }
}
