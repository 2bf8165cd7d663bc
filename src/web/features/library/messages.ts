import { defineMessages } from '../../../core/messages/index.ts';

export const libraryMessages = defineMessages({
  summary: { id: '모두에게 공개된 촉각 자료를 분야별로 찾아보는 곳입니다.', description: 'One-sentence purpose of the Library page' },
});
