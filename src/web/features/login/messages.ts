import { defineMessages } from '../../../core/messages/index.ts';

export const loginMessages = defineMessages({
  summary: {
    id: '로그인하면 작업을 클라우드에 저장하고 어디서나 이어서 할 수 있습니다.',
    description: 'One-sentence purpose of the sign-in page',
  },
  callbackSummary: { id: '로그인을 마무리하고 있습니다. 잠시만 기다려 주세요.', description: 'Shown while returning from the sign-in service' },
  continueAsGuest: { id: '로그인하지 않고 둘러보기', description: 'Link from the sign-in page back to the public pages' },
});
