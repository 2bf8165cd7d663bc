import { defineMessages } from '../../../core/messages/index.ts';

export const settingsMessages = defineMessages({
  summary: {
    id: '화면 언어, 점자 언어, 기기 연결, 출력 방식과 오디오 재생을 설정합니다.',
    description: 'One-sentence purpose of the Settings page',
  },
  languageSection: { id: '화면 언어', description: 'Settings section heading: the interface language' },
  audioSection: { id: '오디오 재생 설정', description: 'Settings section heading: page audio playback. English: "Audio playback"' },
  audioPlayMode: { id: '페이지 오디오 재생 방식', description: 'Settings: label of the choice between automatic and manual page audio. English: "Page audio"' },
  audioAutomatic: { id: '페이지가 열리면 자동으로 재생', description: 'Settings: page audio plays by itself when its page opens. English: "Play automatically when a page opens"' },
  audioManual: { id: '재생 단추를 누를 때만 재생', description: 'Settings: page audio plays only with the play button. English: "Play only when I press Play"' },
  audioRate: { id: '듣기 속도', description: 'Settings: label of the listening speed choice. English: "Listening speed"' },
  audioRateValue: { id: '{rate, number}배', description: 'Settings: a listening speed, e.g. 1.5 times. English: "{rate, number}×"' },
  audioRateSaved: { id: '듣기 속도 {rate, number}배', description: 'Settings: announced after choosing a listening speed. English: "Listening speed {rate, number}×"' },
  savedWithAccount: {
    id: '설정은 계정에 저장되어 다른 컴퓨터에서도 따라옵니다.',
    description: 'Settings: the settings are kept with the account and follow the user to another computer',
  },
});
