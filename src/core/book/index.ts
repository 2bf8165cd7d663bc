// The Book: the accessible textbook editor's document (docs/book.md).

export * from './model.ts';
export type { HtmlElementNode, HtmlNode, HtmlTextNode } from './htmlTree.ts';
export { cleanHref, cleanImageSrc, cleanMediaSrc, DRIVE_FILE_PREFIX } from './addresses.ts';
export { cleanColor, MARK_HIGHLIGHT } from './colors.ts';
export { cleanLength } from './lengths.ts';
export { IGNORE_FINDINGS_META, IGNORE_RULES_META } from './ignoredChecks.ts';
export { cleanIgnoredChecks, MAX_IGNORED_FINDINGS, MAX_IGNORED_RULES } from '../ignoredChecks/index.ts';
export { cleanText, cleanLang } from './cleanText.ts';
export { cleanMarks, sameMarks } from './marks.ts';
export { normalizeBlock, normalizeBlocks, normalizeDocument, normalizeInlines, toParagraphs, MAX_COL_SPAN, MAX_ROW_SPAN } from './normalize.ts';
export { blocksText, nodeText } from './text.ts';
export {
  cleanMathElement,
  MATH_ATTRIBUTE_NAMES,
  MATH_LAYOUT_TAGS,
  MATH_MAX_DEPTH,
  MATH_MAX_NODES,
  MATH_TOKEN_TAGS,
  MATHML_NAMESPACE,
  mathText,
  mathTreeText,
} from './math/index.ts';
export { countText, textStatistics } from './stats.ts';
export type { TextStatistics } from './stats.ts';
export { canAddPage, canRemovePage, joinPages, MAX_PAGES, MIN_PAGES, pageCount, splitPages } from './pages.ts';
export { findMatches, matcher, matchesInText, replaceMatches } from './find.ts';
export type { FindOptions, TextMatch } from './find.ts';
export { blocksFromHtml, documentFromHtml } from './html/fromHtml.ts';
export { blocksToHtml, documentToHtml, inlinesToHtml } from './html/toHtml.ts';
