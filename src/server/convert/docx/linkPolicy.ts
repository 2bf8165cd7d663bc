import { isIPv4 } from 'node:net';
import { ipv6Bytes, isPublicAddress } from '../../book/publicAddress.ts';

// Which links of a Word document survive into the Book. The Book's reader
// keeps only http, https, mailto and #fragment addresses (docs/book.md,
// "Links"); a converted document goes further, because every converter
// passes `javascript:` and `file:` links through and a link into the
// reader's own network is an invitation to probe it:
// - http and https only to a public host: an IP address must be public
//   (publicAddress.ts, the SSRF rule), and names that only mean something
//   inside a network (localhost, single labels such as `intranet`, .local,
//   .internal, .lan, .home.arpa) are refused;
// - mailto as it is;
// - #fragments go too: the Book keeps no anchors, so a bookmark link would
//   lead nowhere.
// A refused link keeps its text.

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.intranet', '.lan', '.home', '.corp', '.home.arpa', '.localdomain'];

function isLocalName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || !host.includes('.')) return true;
  return LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}

function isPublicHost(hostname: string): boolean {
  if (hostname.startsWith('[')) return ipv6Bytes(hostname) !== undefined && isPublicAddress(hostname.slice(1, -1));
  // The URL parser has already written numeric hosts (2130706433, 0x7f.1) as dotted IPv4.
  if (isIPv4(hostname)) return isPublicAddress(hostname);
  if (/^[\d.]+$/.test(hostname)) return false;
  return !isLocalName(hostname);
}

/** The address a link keeps (as the URL standard writes it), or undefined when the link must become plain text. */
export function keptLinkAddress(href: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href.trim());
  } catch {
    return undefined;
  }
  if (url.protocol === 'mailto:') return url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return isPublicHost(url.hostname) ? url.href : undefined;
}
