import { describe, expect, it } from 'vitest';
import { ipv6Bytes, isPublicAddress } from './publicAddress.ts';

describe('isPublicAddress', () => {
  it('lets public unicast through, IPv4 and IPv6', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses loopback, private, link-local, CGNAT, multicast, broadcast, documentation and metadata addresses', () => {
    const refused = [
      '127.0.0.1', '127.255.255.254', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '169.254.0.1',
      '100.64.0.1', '100.127.255.255', '224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1', '192.0.2.5', '198.51.100.7', '203.0.113.9',
      '198.18.0.1', '192.0.0.8',
      '::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd00:ec2::254', 'ff02::1', 'fec0::1', '2001:db8::1', '2001::1', '3fff::1', '100::1', '64:ff9b:1::1',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });

  it('judges IPv6 forms that carry an IPv4 address by that address', () => {
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(isPublicAddress('[::ffff:a9fe:a9fe]')).toBe(false);
    expect(isPublicAddress('::127.0.0.1')).toBe(false);
    expect(isPublicAddress('64:ff9b::10.0.0.1')).toBe(false);
    expect(isPublicAddress('64:ff9b::8.8.8.8')).toBe(true);
    expect(isPublicAddress('2002:c0a8:0101::1')).toBe(false);
    expect(isPublicAddress('2002:0808:0808::1')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
  });

  it('refuses what is no address at all', () => {
    for (const text of ['', 'localhost', '2130706433', '0x7f.1', '1.2.3', '::g']) expect(isPublicAddress(text), text).toBe(false);
  });

  it('reads IPv6 text into its 16 bytes', () => {
    expect(ipv6Bytes('::1')).toEqual([...Array<number>(15).fill(0), 1]);
    expect(ipv6Bytes('::ffff:1.2.3.4')?.slice(10)).toEqual([0xff, 0xff, 1, 2, 3, 4]);
    expect(ipv6Bytes('2001:db8::8:800:200c:417a')).toEqual([0x20, 0x01, 0x0d, 0xb8, 0, 0, 0, 0, 0, 8, 8, 0, 0x20, 0x0c, 0x41, 0x7a]);
  });
});
