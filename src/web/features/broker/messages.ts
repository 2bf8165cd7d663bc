import { defineMessages } from '../../../core/messages/index.ts';

export const brokerMessages = defineMessages({
  summary: {
    id: '이 웹 서비스는 PC에서 이용할 수 있습니다. 휴대폰과 태블릿에서는 모바일 앱을 이용해 주세요.',
    description: 'Tells a phone or tablet visitor to use a PC or the mobile app',
  },
  getApp: { id: '모바일 앱 받기', description: 'Link to the mobile app' },
});
