import { defineMessages } from '../../../core/messages/index.ts';

export const profileMessages = defineMessages({
  summary: { id: '로그인한 계정과 그 계정의 언어 설정입니다.', description: 'One-sentence purpose of the Profile page. English: "The account you are signed in with, and its languages."' },
  account: { id: '계정', description: 'Profile: heading of the account section' },
  name: { id: '사용자 이름', description: "Profile: label of the person's name" },
  loginId: { id: '로그인 아이디', description: 'Profile: label of the login id' },
  roles: { id: '역할', description: "Profile: label of the account's roles" },
  noRoles: { id: '역할 없음', description: 'Profile: the account has no roles' },
  languages: { id: '언어 설정', description: 'Profile: heading of the languages section' },
  userLanguage: { id: '사용자 언어', description: "Profile: label of the user's interface language" },
  brailleLanguage: { id: '점자 번역 언어', description: "Profile: label of the user's braille translation language" },
  braillePins: { id: '{language}, {pins}점', description: 'Profile: the braille translation language and its cell size. English: "{language}, {pins}-dot"' },
  changeInSettings: { id: '설정에서 바꾸기', description: 'Profile: link to the Settings page to change the languages' },
  accountPage: { id: '로그인 서비스의 계정 페이지 열기', description: "Profile: link to the identity provider's account page (password, e-mail)" },
  noAccountPage: {
    id: '이 서버의 내장 로그인에는 계정 페이지가 없습니다. 비밀번호는 관리자가 바꿉니다.',
    description: 'Profile: the embedded sign-in has no account page; an administrator changes passwords',
  },
});
