import { defineMessages } from '../../../core/messages/index.ts';

// The words of a page's audio controls (spec §3), shared by the Canvas's
// pages panel and Book's page properties.
export const pageAudioMessages = defineMessages({
  noAudio: { id: '이 페이지에는 오디오가 없습니다.', description: 'Page audio (Canvas, Book): the page has no audio. English: "This page has no audio."' },
  chooseAudio: { id: '오디오 파일 고르기', description: 'Page audio (Canvas, Book): button that opens the file chooser for an mp3 or m4a. English: "Choose an audio file"' },
  audioFormats: { id: '오디오 형식: {formats}', description: 'Page audio (Canvas, Book): the audio formats accepted, e.g. "MP3, M4A". English: "Audio formats: {formats}"' },
  audioName: { id: '오디오: {name}', description: 'Page audio (Canvas, Book): the page audio\'s file name. English: "Audio: {name}"' },
  audioFailed: { id: '오디오를 추가하지 못했습니다. 오디오 파일이 제대로 재생되는지 확인해 주세요.', description: 'Spec message (Failed to add audio. Check that the audio file works.)' },
  audioUnsupported: {
    id: '이 파일은 올릴 수 없습니다. 지원하는 형식을 확인해 주세요: {formats}',
    description: 'Spec message (This file cannot be uploaded, check the supported formats), with the formats listed',
  },
  audioAdded: { id: '오디오를 추가했습니다.', description: 'Spec success message (audio added)' },
  audioRemoved: { id: '오디오를 삭제했습니다.', description: 'Spec success message (audio removed)' },
  playMode: { id: '재생 방식', description: 'Page audio (Canvas, Book): radio group, when the page audio plays. English: "Play"' },
  automatic: { id: '페이지를 넘기면 자동으로', description: 'Page audio play mode (Canvas, Book): plays when the page is turned to. English: "Automatically when the page turns"' },
  manual: { id: '재생 단추로', description: 'Page audio play mode (Canvas, Book): plays only with the play button. English: "With the play button"' },
  speed: { id: '재생 속도', description: 'Page audio (Canvas, Book): select, the page audio\'s playback rate. English: "Playback speed"' },
  speedValue: { id: '{speed}배속', description: 'Page audio (Canvas, Book): a playback rate, e.g. 1.5 times. English: "{speed}×"' },
  play: { id: '오디오 재생', description: 'Page audio (Canvas, Book): button that plays the page audio. English: "Play audio"' },
  pause: { id: '오디오 일시 정지', description: 'Page audio (Canvas, Book): button that pauses the page audio. English: "Pause audio"' },
  removeAudio: { id: '오디오 삭제', description: 'Page audio (Canvas, Book): button that removes the page audio (asks first). English: "Remove audio"' },
  confirmRemoveAudio: { id: '오디오를 삭제할까요?', description: 'Spec confirmation (remove the audio?). English: "Remove the audio?"' },
  confirmRemoveAudioBody: { id: '이 페이지에서 {name} 오디오를 뺍니다.', description: 'Page audio (Canvas, Book): body of the confirmation before removing page audio. English: "{name} will be removed from this page."' },
  audioSaveFailed: {
    id: '{count, plural, other {{pages}페이지}}: 오디오를 추가하지 못했습니다. 오디오 파일이 제대로 재생되는지 확인해 주세요.',
    description:
      'After a save to the Cloud (Canvas, Book): the audio of these pages could not be stored (the document itself was saved; the next save tries again). Spec message (Failed to add audio. Check that the audio file works.) after the pages; pages lists their numbers, count how many. English: "{count, plural, one {Page {pages}} other {Pages {pages}}}: Failed to add audio. Check that the audio file works."',
  },
});
