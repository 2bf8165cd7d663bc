import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BookDocumentContext, type BookDocumentValue } from './BookDocumentContext.ts';
import { DocumentStatus } from './DocumentStatus.tsx';
import { DocumentTitleField } from './DocumentTitleField.tsx';
import { documentReducer, newDocumentState } from './documentState.ts';
import { documentMessages as m } from './messages.ts';
import { fakeCodec } from './testing/fakeCodec.ts';
import { renderBookInEnglish } from '../testing/renderInEnglish.tsx';
import { useReducer } from 'react';

function Harness() {
  const [state, dispatch] = useReducer(documentReducer(fakeCodec), undefined, () => newDocumentState(fakeCodec, { userNo: '1', creator: 'A' }));
  const value = {
    state,
    title: state.title,
    dirty: state.contents !== state.lastSaveContents,
    loading: false,
    setTitle: (title: string) => dispatch({ type: 'retitled', title }),
  } as unknown as BookDocumentValue;
  return (
    <BookDocumentContext.Provider value={value}>
      <DocumentTitleField />
      <DocumentStatus />
    </BookDocumentContext.Provider>
  );
}

describe('the title field and the status line', () => {
  it('edits the title, which is an unsaved change, and shows the counts', async () => {
    renderBookInEnglish(<Harness />, [
      [m.title, 'Document title'],
      [m.counts, '{characters, plural, one {# character} other {# characters}}, {words, plural, one {# word} other {# words}}, {pages, plural, one {# page} other {# pages}}'],
    ]);
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.getByText('0 characters, 0 words, 1 page')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Document title' }), 'Ch');
    expect(screen.getByRole('textbox', { name: 'Document title' })).toHaveValue('Ch');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });
});
