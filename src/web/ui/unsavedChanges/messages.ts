import { defineMessages } from '../../../core/messages/index.ts';

/** Spec §4 and §8's confirmations ('save changes?', 'exit without saving?'), asked by every editor (the Canvas, the Book). */
export const unsavedChangesMessages = defineMessages({
  title: { id: '변경 내용을 저장할까요?', description: 'Spec confirmation (save changes?): title of the dialog shown before leaving a document with unsaved changes' },
  body: {
    id: '‘{title}’의 변경 내용이 아직 저장되지 않았습니다.',
    description: 'Body of the unsaved changes dialog. English: "‘{title}’ has changes that are not saved yet."',
  },
  save: { id: '저장', description: 'Canvas file command and button: save the document to the Cloud' },
  exitWithoutSaving: { id: '저장하지 않고 나가기', description: 'Spec confirmation (exit without saving?): button that drops the unsaved changes and goes on' },
  cancel: { id: '취소' },
});
