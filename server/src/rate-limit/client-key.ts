import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

/**
 * The IPv6 prefix one subscriber holds. Providers and hosts hand out a /64 (or more) to a
 * single customer, who can pick any of its 2^64 addresses for each request; counting the
 * whole address would give them a fresh bucket every time.
 */
const IPV6_SUBSCRIBER_PREFIX_GROUPS = 4;

/**
 * What the address-based limits count on: an IPv4 address as it is, an IPv4-mapped IPv6
 * address (`::ffff:192.0.2.1`, how a dual-stack socket reports IPv4 clients) as its IPv4
 * address, and any other IPv6 address as its /64. Text that is not an address (a proxy
 * misconfigured to pass something else) is counted as it is.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed instanceof ipaddr.IPv4) return parsed.toString();
  const groups = parsed.parts.slice(0, IPV6_SUBSCRIBER_PREFIX_GROUPS);
  const network = new ipaddr.IPv6([...groups, 0, 0, 0, 0]);
  return `${network.toString()}/${IPV6_SUBSCRIBER_PREFIX_GROUPS * 16}`;
}

/** The key of the client that sent the request (its address as the proxy settings give it). */
export const clientKeyOf = (request: FastifyRequest): string => clientKey(request.ip);
