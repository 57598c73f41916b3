import { assert, assertEquals } from '../../../../tests/support/deno/test-assert.ts';
import {
  blockedHostnameReason,
  blockedIPv4Reason,
  classifyIpLiteral,
  parseIPv4,
  parseIPv6,
} from './ip-address.ts';

Deno.test('parseIPv4 reads every inet_aton form', () => {
  assertEquals(parseIPv4('127.0.0.1'), [127, 0, 0, 1]);
  assertEquals(parseIPv4('2130706433'), [127, 0, 0, 1]);
  assertEquals(parseIPv4('0177.0.0.1'), [127, 0, 0, 1]);
  assertEquals(parseIPv4('0x7f.0.0.1'), [127, 0, 0, 1]);
  assertEquals(parseIPv4('0x7f000001'), [127, 0, 0, 1]);
  assertEquals(parseIPv4('127.1'), [127, 0, 0, 1]);
  assertEquals(parseIPv4('10.1.257'), [10, 1, 1, 1]);
  assertEquals(parseIPv4('0'), [0, 0, 0, 0]);
  assertEquals(parseIPv4('256.0.0.1'), null);
  assertEquals(parseIPv4('1.2.3.4.5'), null);
  assertEquals(parseIPv4('4294967296'), null);
  assertEquals(parseIPv4('08.1.1.1'), null);
  assertEquals(parseIPv4('example.com'), null);
  assertEquals(parseIPv4(''), null);
});

Deno.test('parseIPv6 reads compressed, full, bracketed and dotted-tail forms', () => {
  const hex = (b: Uint8Array | null) => (b ? Array.from(b, (x) => x.toString(16)).join(',') : null);
  assertEquals(hex(parseIPv6('::1')), '0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1');
  assertEquals(hex(parseIPv6('[::1]')), hex(parseIPv6('0:0:0:0:0:0:0:1')));
  assertEquals(hex(parseIPv6('::ffff:127.0.0.1')), hex(parseIPv6('::ffff:7f00:1')));
  assertEquals(hex(parseIPv6('2001:db8::')), '20,1,d,b8,0,0,0,0,0,0,0,0,0,0,0,0');
  assertEquals(parseIPv6('fe80::1%eth0'), null, 'zone ids are refused');
  assertEquals(parseIPv6('1::2::3'), null);
  assertEquals(parseIPv6('1:2:3:4:5:6:7:8:9'), null);
  assertEquals(parseIPv6('12345::'), null);
  assertEquals(parseIPv6('127.0.0.1'), null);
});

Deno.test('IPv4 range boundaries', () => {
  const blocked = (s: string) => blockedIPv4Reason(parseIPv4(s)!) !== null;
  for (const [inside, outside] of [
    ['172.16.0.0', '172.15.255.255'],
    ['172.31.255.255', '172.32.0.0'],
    ['100.64.0.0', '100.63.255.255'],
    ['100.127.255.255', '100.128.0.0'],
    ['198.19.255.255', '198.20.0.0'],
    ['169.254.0.1', '169.253.255.255'],
    ['224.0.0.0', '223.255.255.255'],
  ] as const) {
    assert(blocked(inside), inside);
    assert(!blocked(outside), outside);
  }
  assert(blocked('224.0.0.0'));
  assert(blocked('255.255.255.255'));
});

Deno.test('raw address strings (as DNS answers arrive) are classified', () => {
  const refused = [
    '127.0.0.1',
    '10.0.0.1',
    '192.168.0.10',
    '169.254.169.254',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::7f00:1',
    '::ffff:0:7f00:1',
    '64:ff9b::a00:1',
    '64:ff9b:1::1',
    '2002:c0a8:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '100::1',
    '3fff::1',
    '4000::1',
  ];
  for (const address of refused) {
    const result = classifyIpLiteral(address);
    assert(result, `${address} parses`);
    assert(result.blocked, `${address} is refused`);
  }
  const allowed = [
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ];
  for (const address of allowed) assertEquals(classifyIpLiteral(address)?.blocked, null, address);
});

Deno.test('host names that are local, internal or metadata are refused before DNS', () => {
  for (const name of [
    'localhost',
    'LOCALHOST.',
    'app.localhost',
    'metadata',
    'metadata.google.internal',
    'instance-data',
    'instance-data.ec2.internal',
    'printer.local',
    'db.internal',
    'router.home.arpa',
    'intranet',
  ]) {
    assert(blockedHostnameReason(name), name);
  }
  for (const name of ['images.example.com', 'cdn.example.org.', 'photos.zillowstatic.com']) {
    assertEquals(blockedHostnameReason(name), null, name);
  }
});
