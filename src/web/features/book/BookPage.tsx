// The Book page. For now it holds its document in local state; the document
// layer (document/) replaces this with its own state, title and saving.

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { blankDocument, type BlockElement } from '../../../core/book/model.ts';
import { WithCataloguePart } from '../../i18n/WithCataloguePart.tsx';
import { routeTitles } from '../../routes/messages.ts';
import { PageHeading } from '../../ui/PageHeading.tsx';
import { BookEditor } from './editor/BookEditor.tsx';
import { editorMessages } from './editor/messages.ts';

export default function BookPage() {
  return (
    <WithCataloguePart part="book">
      <BookScreen />
    </WithCataloguePart>
  );
}

function BookScreen() {
  const intl = useIntl();
  const [blocks, setBlocks] = useState<BlockElement[]>(() => blankDocument().blocks);
  return (
    <>
      <PageHeading>{intl.formatMessage(routeTitles.book)}</PageHeading>
      <BookEditor value={blocks} onChange={setBlocks} title={intl.formatMessage(editorMessages.untitled)} />
    </>
  );
}
