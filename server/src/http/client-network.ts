import net from 'node:net';

/**
 * The client network an address belongs to, as telemetry counts networks
 * (docs/decisions/0125-signed-visitors-and-the-canary-judge.md): its /24 for IPv4 (an IPv4-mapped
 * IPv6 address too), its /48 for IPv6. One subnet is one network, however many addresses it uses.
 * The address is `request.ip`, which follows TRUST_PROXY (config/trust-proxy.ts): behind a proxy
 * that is not declared, every visitor is the proxy's one network.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1]! : address;
  if (net.isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (!net.isIPv6(ip)) return 'unknown';
  // Expand `::` to the groups it stands for, then keep the first three (48 bits).
  const [head = '', tail = ''] = ip.split('%', 1)[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 3)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/48`;
}
