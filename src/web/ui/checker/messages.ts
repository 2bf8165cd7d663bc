import { defineMessages } from '../../../core/messages/index.ts';

/** The accessibility checker panel's words (Book and Canvas share the panel). */
export const checkerMessages = defineMessages({
  checkCommand: { id: '접근성 검사하기', description: 'Command (Book, Canvas page menu) that opens the accessibility checker panel. English: "Check accessibility"' },
  panelTitle: { id: '접근성 검사', description: 'Heading of the accessibility checker panel. English: "Accessibility check"' },
  findings: { id: '찾은 문제', description: 'Accessible name of the list of accessibility problems in the checker panel. English: "Problems found"' },
  group: { id: '{rule} ({count} 개)', description: 'Checker panel: heading of one rule\'s group of problems, with how many. English: "{rule} ({count})"' },
  severity: {
    id: '{severity, select, error {오류} other {경고}}',
    description: 'Checker panel: how serious a problem is (error: keeps a reader from the content; warning: worth a look). English: "{severity, select, error {Error} other {Warning}}"',
  },
  quickFix: { id: '빠른 수정: {fix}', description: 'Checker panel button: apply the suggested fix (or open the dialog where it is made); {fix} says what it does. English: "Quick fix: {fix}"' },
  ignore: { id: '무시', description: 'Checker panel button: do not report this one problem again in this document. English: "Ignore"' },
  ignoreAll: { id: '모두 무시', description: 'Checker panel button: do not report this rule again in this document. English: "Ignore all"' },
  showIgnored: { id: '무시한 문제 다시 보기', description: 'Checker panel button: report the problems ignored in this document again. English: "Show ignored problems again"' },
  fixed: { id: '고쳤습니다.', description: 'Announced after a quick fix. English: "Fixed."' },
  ignored: { id: '무시했습니다.', description: 'Announced after Ignore in the checker panel. English: "Ignored."' },
  ignoredRule: { id: '이 문서에서 {rule} 문제를 모두 무시합니다.', description: 'Announced after Ignore all in the checker panel. English: "All {rule} problems are ignored in this document."' },
  ignoresCleared: { id: '무시한 문제를 다시 보입니다.', description: 'Announced after Show ignored problems again. English: "Ignored problems are shown again."' },
  problemsLeft: { id: '문제 {count} 개가 남았습니다.', description: 'Checker panel: how many problems are left. English: "{count, plural, one {# problem} other {# problems}} left."' },
  passed: { id: '접근성 검사를 통과했습니다.', description: 'Spec §8 success message, shown and spoken when the checker finds nothing left. English: "Accessibility check passed."' },
  noPlace: { id: '이 문제는 편집기에서 가리킬 곳이 없습니다.', description: 'Checker panel: Enter on a problem that has no place in the editor (HTML the editor does not keep). English: "This problem has no place in the editor to go to."' },
});
