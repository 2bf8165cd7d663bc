import { defineMessages } from '../../../../core/messages/index.ts';

export const trashMessages = defineMessages({
  contents: { id: '휴지통의 항목', description: 'Name of the table of trashed items' },
  actions: { id: '휴지통 작업', description: 'Name of the toolbar of the trash' },
  trashedAt: { id: '삭제한 날짜', description: 'Column: when the item was put in the trash' },
  deletesOn: { id: '영구 삭제 예정일', description: 'Column: the day the item will be deleted for good (30 days after)' },
  deleteForeverTitle: { id: '영구 삭제할까요?', description: 'Spec confirmation (delete forever): title' },
  deleteForeverBody: {
    id: '{count, plural, other {항목 #개를}} 영구 삭제합니다. 되돌릴 수 없습니다.',
    description: 'Spec confirmation (delete forever): what will happen',
  },
  emptyTrashTitle: { id: '휴지통을 비울까요?', description: 'Spec confirmation (empty trash): title' },
  emptyTrashBody: {
    id: '휴지통의 모든 항목을 영구 삭제합니다. 복구할 수 없습니다.',
    description: 'Spec confirmation (empty trash (cannot be recovered)): what will happen',
  },
});
