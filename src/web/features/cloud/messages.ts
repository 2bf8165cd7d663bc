import { defineMessages } from '../../../core/messages/index.ts';

export const cloudMessages = defineMessages({
  summary: { id: '촉각 파일과 문서를 폴더에 보관하는 내 드라이브입니다.', description: 'One-sentence purpose of the Cloud page' },
  trashSummary: {
    id: '삭제한 파일은 30일 동안 휴지통에 보관된 뒤 자동으로 지워집니다.',
    description: 'One-sentence purpose of the Trash page',
  },
});
