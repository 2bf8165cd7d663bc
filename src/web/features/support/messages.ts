import { defineMessages } from '../../../core/messages/index.ts';

export const supportMessages = defineMessages({
  summary: { id: '고객 지원 사이트로 이동하고 있습니다.', description: 'Shown while the browser goes to the support site' },
  openSite: { id: '고객 지원 사이트 열기', description: 'Link to the external support site' },
});
