// A converted document is checked when its job ends (issue 22): the
// accessibility checker runs over the model as stored, and the job's result
// keeps how many errors and warnings it found, so the notice and the reader
// can say "3 accessibility problems to check" without checking again. The
// findings themselves are not kept: they are worked in the Book's checker,
// which checks the document as it is then.

import { checkDocument } from '../../../core/a11ycheck/index.ts';
import type { BookDocument } from '../../../core/book/index.ts';
import type { WireA11yFindings } from '../../../shared/api/conversion.ts';

/** As kept in `jobs.result.a11y`. */
export interface A11yCount {
  readonly errors: number;
  readonly warnings: number;
}

export function countFindings(document: BookDocument, title: string): A11yCount {
  let errors = 0;
  let warnings = 0;
  for (const finding of checkDocument(document, { title })) {
    if (finding.severity === 'error') errors++;
    else warnings++;
  }
  return { errors, warnings };
}

const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/** The count a job's stored result keeps, on the wire; null when it has none (a failure, a conversion from before issue 22). */
export function wireA11yFindings(result: unknown): WireA11yFindings | null {
  const a11y = (result as { a11y?: { errors?: unknown; warnings?: unknown } } | null | undefined)?.a11y;
  const errors = count(a11y?.errors);
  const warnings = count(a11y?.warnings);
  return errors === undefined || warnings === undefined ? null : { ERRORS: errors, WARNINGS: warnings };
}
