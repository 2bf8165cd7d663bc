// What inspecting a PDF tells the conversion, before any page is read.

export interface PdfFacts {
  /** Print pages (at most the limit's maxPages: more is refused). */
  readonly pages: number;
  /** The document has a structure tree with content on its pages: convertTaggedPdf can read it. */
  readonly tagged: boolean;
  /** Always false: an encrypted PDF is refused (ENCRYPTED), even one that opens without a password. */
  readonly encrypted: false;
  /** The first page's size in PDF points (1/72 inch), as shown (rotation applied). */
  readonly pageSize: { readonly width: number; readonly height: number };
  /** 1-based pages with no text layer, or almost none (fewer than MIN_TEXT_CHARACTERS letters or digits): the pages OCR must read. */
  readonly pagesWithoutText: readonly number[];
  /** The document's language (/Lang), when it says. */
  readonly lang?: string;
  /** The document's title (Info /Title), when it has one. */
  readonly title?: string;
}
