import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an IP address is one a page the owner typed may be fetched from: a public
 * unicast address, never this machine, its private networks or the cloud metadata
 * service (docs/decisions/0050-safe-fetching.md).
 *
 * IPv4 is public only outside every special range `ipaddr.js` knows: loopback 127/8,
 * 10/8, 172.16/12, 192.168/16, link-local 169.254/16, shared 100.64/10, 0/8, multicast
 * 224/4, broadcast, and the reserved and documentation ranges.
 *
 * IPv6 is public only inside the global unicast block 2000::/3 and outside its special
 * ranges; an address that carries an IPv4 address (IPv4-mapped ::ffff:0:0/96, NAT64
 * 64:ff9b::/96, 6to4 2002::/16) is judged by that IPv4 address; Teredo is refused, as
 * the address it reaches cannot be told from the address alone.
 */
export function isPublicAddress(address: string): boolean {
  // Only the forms a resolver answers and a socket connects to; "127.1" is not one.
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  return parsed instanceof ipaddr.IPv4 ? isPublicIPv4(parsed) : isPublicIPv6(parsed);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  if (range === 'ipv4Mapped') return isPublicIPv4(address.toIPv4Address());
  if (range === 'rfc6052') return isPublicIPv4(embeddedIPv4(address, 6));
  if (range === '6to4') return isPublicIPv4(embeddedIPv4(address, 1));
  if (range !== 'unicast') return false;
  const [firstPart = 0] = address.parts;
  // 2000::/3, the only block handed out for global unicast.
  return firstPart >= 0x2000 && firstPart <= 0x3fff;
}

/** The IPv4 address held in two 16-bit parts of an IPv6 address, from `index` on. */
function embeddedIPv4(address: ipaddr.IPv6, index: number): ipaddr.IPv4 {
  const high = address.parts[index] ?? 0;
  const low = address.parts[index + 1] ?? 0;
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** True for 127/8 and ::1 (and their IPv4-mapped form): this machine. */
export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
}
