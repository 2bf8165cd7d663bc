import { defineMessages } from '../../../core/messages/index.ts';

export const loginMessages = defineMessages({
  summary: {
    id: '로그인하면 작업을 클라우드에 저장하고 어디서나 이어서 할 수 있습니다.',
    description: 'One-sentence purpose of the sign-in page',
  },
  callbackSummary: { id: '로그인을 마무리하고 있습니다. 잠시만 기다려 주세요.', description: 'Shown while returning from the sign-in service' },
  continueAsGuest: { id: '로그인하지 않고 둘러보기', description: 'Link from the sign-in page back to the public pages' },
  startFailed: {
    id: '로그인 페이지를 열지 못했습니다. 네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
    description: 'The sign-in service could not be reached when the user chose Sign in',
  },
  cancelled: { id: '로그인을 취소했습니다.', description: 'The user chose Cancel on the sign-in page and came back' },
  failed: { id: '로그인하지 못했습니다. 다시 시도해 주세요.', description: 'The return from the sign-in service did not bring a session' },
});
