import { defineMessages } from '../../core/messages/index.ts';

/** Words the shared widgets and more than one feature use. */
export const uiMessages = defineMessages({
  close: { id: '닫기', description: 'Close button of dialogs and toasts' },
  notifications: { id: '알림', description: 'Name of the region holding toasts' },
  language: { id: '언어', description: 'Label of the language picker' },
  reload: { id: '다시 시도', description: 'Button that reloads the page after an error' },
  languageChanged: { id: '언어를 {language}(으)로 바꿨습니다.', description: 'Announced after the interface language changes' },
});
