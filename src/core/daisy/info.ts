// What the book says about itself, given by the server: nothing here is read
// from a clock or a random source, so the writers stay pure and repeatable.

export interface BookInfo {
  /** The book's unique identifier: OPF dc:Identifier = NCX and SMIL dtb:uid = DTBook dtb:uid. */
  readonly uid: string;
  readonly publisher: string;
  /** The production date, `YYYY-MM-DD`. */
  readonly date: string;
  /** dtb:generator in the SMIL and NCX heads. */
  readonly generator?: string;
}
