import { isIPv4, isIPv6 } from 'node:net';

// Which IP addresses a server-side fetch may connect to (verification item
// 10, SSRF): public unicast only. Everything the host itself, its network, a
// cloud's metadata service or a special-purpose registry range could answer
// on is refused, and IPv6 forms that carry an IPv4 address (mapped,
// compatible, NAT64, 6to4) are judged by that IPv4 address. Addresses come
// here as the resolver or the URL parser wrote them; the URL parser has
// already turned numeric tricks (2130706433, 0x7f.1, 0177.0.0.1) into dotted
// form.

type Range = readonly [base: readonly number[], bits: number];

/** IPv4 ranges a fetch never reaches (RFC 6890 special-purpose and the like). */
const REFUSED_V4: readonly Range[] = [
  [[0, 0, 0, 0], 8], // "this network", unspecified
  [[10, 0, 0, 0], 8], // private
  [[100, 64, 0, 0], 10], // carrier-grade NAT
  [[127, 0, 0, 0], 8], // loopback
  [[169, 254, 0, 0], 16], // link-local, cloud metadata (169.254.169.254)
  [[172, 16, 0, 0], 12], // private
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16], // private
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, and 255.255.255.255 broadcast
];

/** IPv6 ranges refused inside global unicast 2000::/3 (everything outside it is refused already). */
const REFUSED_V6: readonly Range[] = [
  [[0x20, 0x01, 0x00, 0x00], 23], // IETF protocol assignments, Teredo 2001::/32
  [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
  [[0x3f, 0xff], 20], // documentation (RFC 9637)
];

function inRange(bytes: readonly number[], [base, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((base[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

export function ipv4Bytes(address: string): number[] | undefined {
  if (!isIPv4(address)) return undefined;
  return address.split('.').map(Number);
}

/** The 16 bytes of an IPv6 address (brackets and a zone index allowed), or undefined. */
export function ipv6Bytes(raw: string): number[] | undefined {
  const address = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIPv6(address)) return undefined;
  let text = address;
  let tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    tail = ipv4Bytes(dotted[1] as string) ?? [];
    text = text.slice(0, -(dotted[1] as string).length) + '0:0';
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = groups(head);
  const back = rest === undefined ? [] : groups(rest);
  const zeros = rest === undefined ? 0 : 8 - front.length - back.length;
  const words = [...front, ...Array<number>(zeros).fill(0), ...back];
  const bytes = words.flatMap((word) => [word >> 8, word & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes.length === 16 ? bytes : undefined;
}

function isPublicV4(bytes: readonly number[]): boolean {
  return !REFUSED_V4.some((range) => inRange(bytes, range));
}

function isPublicV6(bytes: readonly number[]): boolean {
  const prefix = (length: number, value: readonly number[]) => value.every((byte, index) => index >= length || bytes[index] === byte);
  const zeros = (count: number) => bytes.slice(0, count).every((byte) => byte === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible; also :: and ::1): the IPv4 address decides, and the last two are refused by it.
  if (zeros(10) && bytes[10] === 0xff && bytes[11] === 0xff) return isPublicV4(bytes.slice(12));
  if (zeros(12)) return false;
  // NAT64 64:ff9b::/96 carries an IPv4 address; 64:ff9b:1::/48 is local use.
  if (prefix(12, [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return isPublicV4(bytes.slice(12));
  // 6to4 2002:a.b.c.d::/48 carries one too.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPublicV4(bytes.slice(2, 6));
  // Only global unicast 2000::/3 (this leaves out fc00::/7 unique-local with fd00:ec2::254, fe80::/10, ff00::/8, 100::/64…).
  if (((bytes[0] ?? 0) & 0xe0) !== 0x20) return false;
  return !REFUSED_V6.some((range) => inRange(bytes, range));
}

/** Whether a fetch may connect to this address (IPv4 dotted, or IPv6); anything that is not an address is refused. */
export function isPublicAddress(address: string): boolean {
  const v4 = ipv4Bytes(address);
  if (v4) return isPublicV4(v4);
  const v6 = ipv6Bytes(address);
  return v6 !== undefined && isPublicV6(v6);
}
