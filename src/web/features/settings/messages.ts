import { defineMessages } from '../../../core/messages/index.ts';

export const settingsMessages = defineMessages({
  summary: {
    id: '화면 언어, 점자 언어, 기기 연결, 출력 방식과 오디오 재생을 설정합니다.',
    description: 'One-sentence purpose of the Settings page',
  },
  languageSection: { id: '화면 언어', description: 'Settings section heading: the interface language' },
});
