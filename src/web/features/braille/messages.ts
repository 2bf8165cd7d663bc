import { defineMessages } from '../../../core/messages/index.ts';

export const braillePanelMessages = defineMessages({
  heading: { id: '점자 번역', description: 'Heading of the braille translation panel' },
  tableLabel: { id: '점자 표', description: 'Label of the list that chooses a braille table (language and grade)' },
  unavailableOption: { id: '{label} (사용할 수 없음)', description: 'A braille table in the list that cannot be used here; label is its name' },
  textLabel: { id: '번역할 글', description: 'Label of the text box holding text to translate to braille (or braille to translate back)' },
  directionLabel: { id: '번역 방향', description: 'Label of the choice between text to braille and braille to text' },
  forward: { id: '글자를 점자로', description: 'Choice: translate print text to braille' },
  backward: { id: '점자를 글자로', description: 'Choice: translate braille back to print text' },
  translate: { id: '번역하기', description: 'Button that translates the text with the chosen braille table' },
  translating: { id: '번역하는 중…', description: 'Shown (and spoken) while braille translation runs' },
  resultLabel: { id: '번역 결과', description: 'Label of the read-only text box with the translation' },
  translated: {
    id: '{lines, plural, other {#줄}}을 번역했습니다.',
    description: 'Spoken after a braille translation finished; lines is how many lines came out',
  },
  inBrowser: { id: '이 브라우저에서 liblouis-js로 번역했습니다.', description: 'Says the braille translation ran in the browser with the liblouis-js engine' },
  onServer: { id: '서버에서 liblouis로 번역했습니다.', description: 'Says the braille translation ran on the server with native liblouis' },
  noTable: { id: '이 언어의 점자 표가 아직 어느 엔진에도 없습니다.', description: 'Why a braille table cannot be used: no engine has a table for this language yet' },
  notTrusted: {
    id: '여기 있는 엔진은 이 표를 정확하게 번역하지 못합니다.',
    description: 'Why a braille table cannot be used: the engines present translate it wrongly, so it is not offered',
  },
  engineMissing: {
    id: '이 표에는 서버의 liblouis가 필요한데, 서버에 설치되어 있지 않습니다.',
    description: 'Why a braille table cannot be used: it needs native liblouis on the server, which is not installed',
  },
  serverUnknown: {
    id: '서버에 연결할 수 없어 이 표를 쓸 수 있는지 알 수 없습니다.',
    description: 'Why a braille table cannot be used right now: the server could not be asked whether it translates it',
  },
  downloadBrf: { id: 'BRF 파일로 내려받기', description: 'Button that downloads the braille result as a BRF (braille ASCII) file' },
  brfDropped: {
    id: 'BRF는 6점 점자만 담을 수 있어 {cells, plural, other {#칸}}의 7점과 8점을 뺐습니다.',
    description: 'Spoken and shown after a BRF download when 8-dot cells lost dots 7 and 8; cells is how many cells',
  },
});

export const brailleSettingMessages = defineMessages({
  heading: { id: '점자 설정', description: 'Heading of the braille section of Settings. English: "Braille"' },
  summary: {
    id: '캔버스의 글상자, 여러 줄 점자, 텍스트 파일과 점자 글줄이 이 점자 표로 번역됩니다.',
    description: 'Settings → Braille: what the chosen braille table is used for',
  },
  pins: { id: '칸당 점 수', description: 'Label of the choice between 6-dot and 8-dot braille cells. English: "Dots per cell"' },
  sixDots: { id: '6점', description: 'Choice: 6-dot braille cells. English: "6 dots"' },
  eightDots: { id: '8점', description: 'Choice: 8-dot braille cells. English: "8 dots"' },
  saved: { id: '점자 설정: {table}, {pins}점', description: 'Said after the braille setting changed: the table and the dots per cell. English: "Braille: {table}, {pins} dots"' },
});
