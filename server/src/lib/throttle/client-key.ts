import ipaddr from 'ipaddr.js';

/**
 * The client a throttle counts, from Koa's `request.ip`: an IPv4 address as is (also when written
 * IPv4-mapped, `::ffff:a.b.c.d`, as a dual-stack socket reports it), an IPv6 address by its /64,
 * the smallest block a provider hands one customer (a home connection can take any of its 2^64
 * addresses). Anything else (no address at all) is its own key.
 */
export function clientKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  if (!ipaddr.isValid(ip)) return ip.slice(0, 100);
  let address = ipaddr.parse(ip);
  if (address instanceof ipaddr.IPv6 && address.isIPv4MappedAddress()) address = address.toIPv4Address();
  if (address instanceof ipaddr.IPv4) return address.toString();
  return `${address.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`;
}
