import { useIntl } from 'react-intl';
import { useBookDocument } from './BookDocumentContext.ts';
import { documentMessages as m } from './messages.ts';
import '../../../styles/book-document.css';

/**
 * Saved or not, and the counts, in a quiet line: not a live region (it
 * changes with every key; the save toasts speak), read on demand.
 */
export function DocumentStatus() {
  const intl = useIntl();
  const { dirty, state } = useBookDocument();
  return (
    <p className="book-status">
      <span>{intl.formatMessage(dirty ? m.unsaved : m.saved)}</span>
      <span>{intl.formatMessage(m.counts, { characters: state.characterCount, words: state.wordCount, pages: state.pageCount })}</span>
    </p>
  );
}
