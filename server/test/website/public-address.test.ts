import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isPublicAddress } from '../../src/fetching/public-address';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', '10/8'],
    ['10.255.255.255', '10/8'],
    ['172.16.0.1', '172.16/12'],
    ['172.31.255.254', '172.16/12'],
    ['192.168.1.1', '192.168/16'],
    ['169.254.169.254', 'link-local, the cloud metadata service'],
    ['100.64.0.1', 'shared address space 100.64/10'],
    ['100.127.255.254', 'shared address space 100.64/10'],
    ['0.0.0.0', '0/8'],
    ['0.1.2.3', '0/8'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['240.0.0.1', 'reserved'],
  ])('refuses IPv4 %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.15.255.255', '172.32.0.1', '100.128.0.1'])(
    'accepts public IPv4 %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it.each([
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped 10/8'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata service, in hex'],
    ['::ffff:192.168.0.1', 'IPv4-mapped 192.168/16'],
    ['::127.0.0.1', 'IPv4-compatible, deprecated'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b::a00:1', 'NAT64 of 10/8'],
    ['2002:a00:1::1', '6to4 of 10/8'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['100::1', 'discard'],
    ['fec0::1', 'deprecated site-local'],
  ])('refuses IPv6 %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '2606:2800:220:1:248:1893:25c8:1946',
    '2a00:1450:4009:81f::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::5db8:d822',
    '2002:5db8:d822::1',
  ])('accepts public IPv6 %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('refuses what is not an address', () => {
    for (const text of ['', 'localhost', '127.1', '1.2.3', 'example.com', '::ffff:999.0.0.1']) {
      expect(isPublicAddress(text)).toBe(false);
    }
  });
});

describe('isLoopbackAddress', () => {
  it('knows this machine in its three spellings and nothing else', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].map(isLoopbackAddress)).toEqual([
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '169.254.169.254', 'fd00::1', 'localhost'].map(isLoopbackAddress)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
