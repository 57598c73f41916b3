/** URLs whose hosts every outbound fetch must refuse (shared by the safe-fetch and proxy tests). */
// Every form below is refused with no allowance, before any connection is attempted.
export const hostileUrls = [
  'http://127.0.0.1/',
  'http://127.0.0.1:8123/',
  'http://2130706433/', // decimal
  'http://0177.0.0.1/', // octal
  'http://0x7f.0.0.1/', // hex
  'http://0x7f000001/', // hex, one part
  'http://127.1/', // short form
  'http://127.0.0.1./', // trailing dot
  'http://%31%32%37.0.0.1/', // percent-encoded
  'http://0.0.0.0/',
  'http://0/',
  'http://10.0.0.1/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.1.1/',
  'http://169.254.169.254/latest/meta-data/', // AWS/GCP/Azure metadata
  'http://100.64.0.1/', // CGNAT
  'http://224.0.0.1/', // multicast
  'http://255.255.255.255/', // broadcast
  'http://240.0.0.1/', // reserved
  'http://198.18.0.1/', // benchmarking
  'http://192.0.2.1/', // documentation
  'http://203.0.113.9/', // documentation
  'http://[::1]/',
  'http://[::]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/', // IPv4-mapped
  'http://[::ffff:7f00:1]/', // IPv4-mapped, hex
  'http://[::ffff:169.254.169.254]/',
  'http://[0:0:0:0:0:ffff:10.0.0.1]/',
  'http://[::127.0.0.1]/', // IPv4-compatible
  'http://[fe80::1]/', // link-local
  'http://[fc00::1]/', // unique local
  'http://[fd00:ec2::254]/', // AWS IPv6 metadata
  'http://[ff02::1]/', // multicast
  'http://[64:ff9b::7f00:1]/', // NAT64 of 127.0.0.1
  'http://[64:ff9b::a9fe:a9fe]/', // NAT64 of 169.254.169.254
  'http://[2002:7f00:1::]/', // 6to4 of 127.0.0.1
  'http://[2002:a9fe:a9fe::1]/', // 6to4 of 169.254.169.254
  'http://[2001:db8::1]/', // documentation
  'http://localhost/',
  'http://LOCALHOST:8123/',
  'http://localhost./',
  'http://api.localhost/',
  'http://metadata/',
  'http://metadata.google.internal/computeMetadata/v1/',
  'http://instance-data/latest/',
  'http://instance-data.ec2.internal/',
  'https://printer.local/',
];
