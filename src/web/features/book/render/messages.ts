import { defineMessages } from '../../../../core/messages/index.ts';

export const renderMessages = defineMessages({
  pageBreak: {
    id: '{page}쪽',
    description: 'Book reader: the name of the separator where a new page of the document begins (a screen reader says it). English: "Page {page}"',
  },
  tactileVersion: {
    id: '촉각 그림 있음',
    description:
      'Book reader: said after an image that has a tactile version for the Dot Pad (its DTM attribute). English: "Tactile version available"',
  },
});
