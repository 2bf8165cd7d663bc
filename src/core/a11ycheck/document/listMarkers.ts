// The markers people type at the start of a paragraph to make a list by
// hand: bullets (•, -, *), numbers (1. 1)), letters (a. A)), Roman numerals
// (i. iv)), Korean syllables (가. 나.) and circled numbers (①). A marker is
// read with the kinds of list it could start; a run of paragraphs is a list
// of a kind they all share.

import type { BulletStyle, OrderedListStyle } from '../../book/index.ts';

export interface ListKind {
  readonly ordered: boolean;
  readonly style?: OrderedListStyle | BulletStyle;
}

export interface Marker {
  /** Characters to strip: the marker and the space after it. */
  readonly length: number;
  /** Kinds it could be, each with the item's number in that kind (for a list's `start`). */
  readonly kinds: readonly { readonly kind: string; readonly list: ListKind; readonly value: number }[];
}

const BULLETS: Readonly<Record<string, BulletStyle>> = { '•': 'disc', '●': 'disc', '-': 'disc', '–': 'disc', '*': 'disc', '·': 'disc', '○': 'circle', '◦': 'circle', '▪': 'square', '■': 'square', '□': 'square' };
const HANGUL = '가나다라마바사아자차카타파하';
const CIRCLED = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';
const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10, xi: 11, xii: 12 };

export function markerOf(text: string): Marker | undefined {
  const bullet = /^([•●○◦▪■□·])\s*|^([-–*])\s+/u.exec(text);
  if (bullet && text.length > bullet[0].length) {
    const symbol = (bullet[1] ?? bullet[2]) as string;
    const style = BULLETS[symbol] ?? 'disc';
    return { length: bullet[0].length, kinds: [{ kind: `bullet-${style}`, list: { ordered: false, style }, value: 0 }] };
  }
  const circled = new RegExp(`^([${CIRCLED}])\\s*`, 'u').exec(text);
  if (circled && text.length > circled[0].length) {
    return { length: circled[0].length, kinds: [{ kind: 'circled', list: { ordered: true, style: 'decimal' }, value: CIRCLED.indexOf(circled[1] as string) + 1 }] };
  }
  const numbered = /^\(?(\d{1,3}|[a-zA-Z]{1,4}|[가-힣])[.)]\s+/u.exec(text);
  if (!numbered || text.length === numbered[0].length) return undefined;
  const label = numbered[1] as string;
  const length = numbered[0].length;
  if (/^\d+$/.test(label)) return { length, kinds: [{ kind: 'decimal', list: { ordered: true, style: 'decimal' }, value: Number(label) }] };
  if (HANGUL.includes(label)) return { length, kinds: [{ kind: 'hangul', list: { ordered: true, style: 'decimal' }, value: HANGUL.indexOf(label) + 1 }] };
  const kinds: { kind: string; list: ListKind; value: number }[] = [];
  const roman = ROMAN[label.toLowerCase()];
  const lower = label === label.toLowerCase();
  if (roman !== undefined && (label === label.toLowerCase() || label === label.toUpperCase())) {
    kinds.push({ kind: lower ? 'lower-roman' : 'upper-roman', list: { ordered: true, style: lower ? 'lower-roman' : 'upper-roman' }, value: roman });
  }
  if (label.length === 1) {
    const value = label.toLowerCase().charCodeAt(0) - 96;
    kinds.push({ kind: lower ? 'lower-alpha' : 'upper-alpha', list: { ordered: true, style: lower ? 'lower-alpha' : 'upper-alpha' }, value });
  }
  return kinds.length > 0 ? { length, kinds } : undefined;
}
