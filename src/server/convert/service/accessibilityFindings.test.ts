import { describe, expect, it } from 'vitest';
import type { BookDocument, HeadingElement, ImageElement } from '../../../core/book/index.ts';
import { countFindings, wireA11yFindings } from './accessibilityFindings.ts';

const heading: HeadingElement = { type: 'heading', level: 1, children: [{ text: 'Leaves' }] };
const picture = (alt: string): ImageElement => ({ type: 'image', src: '/drive-app/file/1', alt, children: [{ text: '' }] });

describe('a converted document\'s accessibility count', () => {
  it('counts the checker\'s errors and warnings over the model as stored', () => {
    const described: BookDocument = { blocks: [heading, picture('A green leaf')] };
    const bare: BookDocument = { blocks: [heading, picture('')] };
    expect(countFindings(described, 'Leaves')).toEqual({ errors: 0, warnings: 0 });
    expect(countFindings(bare, 'Leaves')).toEqual({ errors: 1, warnings: 0 });
    // The title is the document's name: a blank one is one more error.
    expect(countFindings(bare, ' ')).toEqual({ errors: 2, warnings: 0 });
  });

  it('answers what a job\'s result keeps, and null for a result without a count or with a broken one', () => {
    expect(wireA11yFindings({ notes: [], a11y: { errors: 3, warnings: 0 } })).toEqual({ ERRORS: 3, WARNINGS: 0 });
    for (const result of [null, undefined, {}, { a11y: null }, { a11y: { errors: 1 } }, { a11y: { errors: -1, warnings: 0 } }, { a11y: { errors: 1.5, warnings: 0 } }, { a11y: { errors: '2', warnings: 0 } }]) {
      expect(wireA11yFindings(result), JSON.stringify(result)).toBeNull();
    }
  });
});
