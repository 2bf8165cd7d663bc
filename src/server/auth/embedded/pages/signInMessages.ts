import { defineMessages } from '../../../../core/messages/index.ts';

// What the embedded sign-in pages say. Keys are Korean phrases, as everywhere.
export const signInMessages = defineMessages({
  // Shared with the web app's catalogue entries: the same id and description.
  signIn: { id: '로그인', description: 'Title of the sign-in page; also the sign-in link' },
  signOut: { id: '로그아웃', description: 'Sign-out button' },
  signedOut: { id: '로그아웃했습니다.', description: 'Announced after signing out' },
  signInTo: { id: '{product}에 로그인', description: 'Heading and title of the sign-in page' },
  loginId: { id: '아이디', description: 'Label of the login ID field on the sign-in page' },
  password: { id: '비밀번호', description: 'Label of the password field' },
  wrongCredentials: { id: '아이디 또는 비밀번호가 맞지 않습니다.', description: 'Sign-in failed; does not say which of the two was wrong' },
  loginIdMissing: { id: '아이디를 입력해 주세요.' },
  passwordMissing: { id: '비밀번호를 입력해 주세요.' },
  tooManyAttempts: { id: '로그인 시도가 너무 많습니다. 1분 뒤에 다시 시도해 주세요.' },
  busy: { id: '지금은 로그인하려는 사람이 많습니다. 몇 초 뒤에 다시 시도해 주세요.', description: 'Sign-in refused because the server is busy checking other passwords' },
  loginIdInvalid: { id: '아이디에 쓸 수 없는 문자가 들어 있습니다.', description: 'The login ID holds a control character (such as NUL)' },
  errorTitle: { id: '오류: {title}', description: 'Page title prefix when the page shows an error, so screen readers hear it first' },
  problemHeading: { id: '문제가 있습니다', description: 'Heading of the error summary on a form' },
  cancel: { id: '취소' },
  signOutOf: { id: '{product}에서 로그아웃할까요?', description: 'Question on the sign-out confirmation page' },
  staySignedIn: { id: '로그인 상태 유지', description: 'Button that cancels signing out' },
  interactionExpired: { id: '로그인 시간이 지났습니다. {product}(으)로 돌아가 다시 로그인해 주세요.' },
  backTo: { id: '{product}(으)로 돌아가기' },
  somethingWentWrong: { id: '로그인 중에 문제가 생겼습니다.' },
  problemTitle: { id: '로그인 문제', description: 'Title of the sign-in error page' },
  details: { id: '오류 정보: {details}', description: 'Technical details to give to support' },
});
