import { describe, expect, it } from 'vitest';
import { isBlockedAddress, parseIpAddress, parseIPv4Numeric } from './ip-ranges';

describe('parseIPv4Numeric (the URL parser’s IPv4 forms)', () => {
  it.each([
    ['2130706433', '127.0.0.1'],
    ['0x7f.1', '127.0.0.1'],
    ['0X7F.0.0.1', '127.0.0.1'],
    ['017700000001', '127.0.0.1'],
    ['0177.0.0.1', '127.0.0.1'],
    ['127.1', '127.0.0.1'],
    ['127.0.1', '127.0.0.1'],
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['0xa9fea9fe', '169.254.169.254'],
    ['10.0x10000', '10.1.0.0'],
    ['4294967295', '255.255.255.255'],
    ['127.0.0.1.', '127.0.0.1'],
  ])('%s → %s', (text, dotted) => {
    expect(parseIPv4Numeric(text)).toBe(dotted);
  });

  it.each(['4294967296', '256.0.0.1', '1.2.3.4.5', 'example.com', '08', '0x7g', '', '1..2', '-1'])(
    '%j is not IPv4',
    (text) => {
      expect(parseIPv4Numeric(text)).toBeNull();
    },
  );
});

describe('parseIpAddress', () => {
  it('accepts brackets and canonicalises IPv6', () => {
    expect(parseIpAddress('[::FFFF:127.0.0.1]')).toEqual({ address: '::ffff:7f00:1', family: 6 });
    expect(parseIpAddress('0x7f.1')).toEqual({ address: '127.0.0.1', family: 4 });
    expect(parseIpAddress('fixture.test')).toBeNull();
  });
});

describe('isBlockedAddress', () => {
  const blockedV4 = [
    '0.0.0.0',
    '0.255.255.255',
    '10.0.0.1',
    '10.255.255.255',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.255.255',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.0.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    // numeric spellings of blocked addresses
    '2130706433',
    '0x7f.1',
    '017700000001',
    '127.1',
    '0',
  ];
  const blockedV6 = [
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::8.8.8.8', // IPv4-compatible form is deprecated; refused whatever it holds
    '::ffff:0:7f00:1', // IPv4-translated
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::1',
    '100::1',
    '2001::1', // Teredo
    '2001:db8::1',
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2002:c0a8:101::1', // 6to4 of 192.168.1.1
    '3fff::1',
    'fc00::1',
    'fd00::1',
    'fdff:ffff::1',
    'fe80::1',
    'febf::1',
    'fec0::1',
    'ff02::1',
    'ff05::1:3',
  ];
  const allowed = [
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '192.169.0.1',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
    '2002:808:808::1', // 6to4 of 8.8.8.8
  ];

  it.each([...blockedV4, ...blockedV6])('blocks %s', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(allowed)('allows public %s', (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });

  it.each(['', 'localhost', 'example.com', '1.2.3.4.5', 'fe80::1%eth0', '::g'])(
    'fails closed on %j',
    (text) => {
      expect(isBlockedAddress(text)).toBe(true);
    },
  );
});
