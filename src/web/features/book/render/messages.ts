import { defineMessages } from '../../../../core/messages/index.ts';

export const renderMessages = defineMessages({
  // The Cloud's phrase: the separator where a page of the document begins is named by it.
  pageBreak: { id: '{page}쪽', description: 'A page of the file, e.g. "Page 2"' },
  equation: {
    id: '수식: {text}',
    description:
      'Book editor and reader: accessible name of an equation (MathML), {text} being its text alternative or its symbols in reading order, e.g. "Equation: x + 1". English: "Equation: {text}"',
  },
  tactileVersion: {
    id: '촉각 그림 있음',
    description:
      'Book reader: said after an image that has a tactile version for the Dot Pad (its DTM attribute). English: "Tactile version available"',
  },
});
