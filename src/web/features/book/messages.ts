import { defineMessages } from '../../../core/messages/index.ts';

export const bookMessages = defineMessages({
  summary: {
    id: '관리자용 문서 편집기입니다. 교재를 쓰고, PDF와 DOCX를 변환하고, 점자와 DAISY 음성 도서로 내보냅니다.',
    description: 'One-sentence purpose of the Book page',
  },
});
