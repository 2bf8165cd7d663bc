import { defineMessages } from '../../../../core/messages/index.ts';

export const conversionCheckMessages = defineMessages({
  problemsToCheck: {
    id: '{count, plural, other {이 문서는 변환할 때 접근성 문제 #개가 발견되었습니다. Book에서 접근성 검사를 실행해 확인해 주세요.}}',
    description:
      'Book reader: a converted document\'s accessibility check found problems when the conversion ended. English: "{count, plural, one {# accessibility problem was found in this document when it was converted. Run the accessibility check in Book to see it.} other {# accessibility problems were found in this document when it was converted. Run the accessibility check in Book to see them.}}"',
  },
});
