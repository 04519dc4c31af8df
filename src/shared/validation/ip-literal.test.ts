import { describe, expect, it } from 'vitest';
import { parseDottedIPv4, parseIPv6 } from './ip-literal';

describe('parseDottedIPv4', () => {
  it('parses canonical dotted quads', () => {
    expect(parseDottedIPv4('127.0.0.1')).toEqual([127, 0, 0, 1]);
    expect(parseDottedIPv4('255.255.255.255')).toEqual([255, 255, 255, 255]);
  });
  it.each(['127.1', '256.0.0.1', '01.2.3.4', '1.2.3', '1.2.3.4.5', 'a.b.c.d', '', '1..2.3'])(
    'rejects %j',
    (text) => {
      expect(parseDottedIPv4(text)).toBeNull();
    },
  );
});

describe('parseIPv6', () => {
  it('expands ::, brackets and embedded IPv4', () => {
    expect(parseIPv6('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(parseIPv6('[::1]')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('64:ff9b::7f00:1')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0x7f00, 1]);
    expect(parseIPv6('2001:db8:0:0:0:0:0:1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6('fe80::')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 0]);
  });
  it.each([
    '1.2.3.4',
    'example.com',
    '1::2::3',
    '12345::',
    '1:2:3:4:5:6:7',
    '1:2:3:4:5:6:7:8:9',
    'fe80::1%eth0',
    '::1.2.3',
  ])('rejects %j', (text) => {
    expect(parseIPv6(text)).toBeNull();
  });
});
