import { defineMessages } from '../../../core/messages/index.ts';

/** The folder picker's words, shared by every dialog that chooses a folder of the drive. */
export const folderPickerMessages = defineMessages({
  location: { id: '현재 위치', description: 'Name of the breadcrumb trail inside the folder picker' },
  subfolders: { id: '{folder} 안의 폴더', description: 'Name of the list of folders inside the folder shown in the picker' },
  thisFolder: { id: '{folder} (현재 폴더)', description: 'Folder picker: the first entry, the folder shown itself' },
  noSubfolders: { id: '안에 폴더가 없습니다.', description: 'The folder shown in the picker holds no folder' },
  upOneLevel: { id: '한 단계 위로', description: 'Folder picker: show the folder above' },
  loading: { id: '불러오는 중…', description: 'A list or details are loading' },
  pickerHelp: {
    id: '화살표로 폴더를 고르고, Enter로 그 폴더 안을 봅니다.',
    description: 'How to use the folder picker from the keyboard',
  },
});
