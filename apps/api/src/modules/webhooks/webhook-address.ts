/**
 * Where a webhook may go (docs/decisions/webhooks.md): in production https only, to a host every address of which
 * is public — never loopback, private, link-local, unique-local, CGNAT or multicast (the portal must not be a way
 * into its own network). WEBHOOK_ALLOW_PRIVATE_URLS (the embedded default; never in production) allows http and
 * private addresses, so a company can try webhooks against its own machine or the sandbox.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const blocked = new BlockList();
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
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is one a webhook may not reach in production. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is the IPv4 address's.
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, 'ipv6');
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type AddressCheck = { ok: true; address: ResolvedAddress } | { ok: false; reason: string };

export const HTTPS_ONLY = 'Адрес должен начинаться с https://';
export const PRIVATE_ADDRESS = 'Адрес ведёт во внутреннюю сеть: укажите адрес, доступный из интернета';
export const UNRESOLVED = 'Не удалось найти сервер по этому адресу';

/**
 * Resolves the URL's host and checks every address it gives: the one to connect to (the first) is answered, so
 * the request goes to the address checked (no second lookup an attacker's DNS could answer differently).
 */
export async function checkWebhookAddress(url: string, allowPrivate: boolean): Promise<AddressCheck> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) {
    return { ok: false, reason: HTTPS_ONLY };
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return { ok: false, reason: UNRESOLVED };
  }
  if (addresses.length === 0) return { ok: false, reason: UNRESOLVED };
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    return { ok: false, reason: PRIVATE_ADDRESS };
  const first = addresses[0]!;
  return { ok: true, address: { address: first.address, family: first.family === 6 ? 6 : 4 } };
}
