// Whole HTML pages, each with one problem for one document rule or none,
// shared by the unit tests (checkHtml over parse5's tree) and the agreement
// test with axe-core in Chromium (a11y-tests/documentRules.a11y.spec.ts).
// Where axe's rule differs from ours by design, `axe` says what axe finds
// and why; the agreement test asserts that difference, it does not skip it.

import type { DocumentRuleId, Severity } from '../finding.ts';

export interface DocumentFixture {
  readonly name: string;
  readonly rule: DocumentRuleId;
  /** What our checker reports for `rule` on this page: the most serious severity, or false for nothing. */
  readonly found: Severity | false;
  readonly html: string;
  /** When axe's matching rules (ruleInfo.ts `axe`) disagree by design: what they find, and why. */
  readonly axe?: { readonly found: boolean; readonly why: string };
}

const PIXEL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

interface PageOptions {
  readonly title?: string;
  readonly lang?: string;
}

/** A page that passes every other rule: a title, a language, a level 1 heading first. */
function page(body: string, { title = 'Plants and light', lang = 'en' }: PageOptions = {}): string {
  return `<!DOCTYPE html>\n<html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body><main>\n${body}\n</main></body></html>\n`;
}

const H1 = '<h1>Plants and light</h1>';

export const DOCUMENT_FIXTURES: readonly DocumentFixture[] = [
  // document-title
  { name: 'a blank title', rule: 'document-title', found: 'error', html: page(`${H1}<p>Leaves turn light into sugar.</p>`, { title: '  ' }) },
  { name: 'a title', rule: 'document-title', found: false, html: page(`${H1}<p>Leaves turn light into sugar.</p>`) },

  // heading-present (axe: page-has-heading-one)
  { name: 'no heading at all', rule: 'heading-present', found: 'error', html: page('<p>Leaves turn light into sugar.</p><p>Roots take up water.</p>') },
  { name: 'headings but none at level 1', rule: 'heading-present', found: 'warning', html: page('<h2>Leaves</h2><p>Leaves turn light into sugar.</p>') },
  { name: 'a level 1 heading', rule: 'heading-present', found: false, html: page(`${H1}<h2>Leaves</h2><p>Leaves turn light into sugar.</p>`) },

  // heading-order
  { name: 'level 1 then level 3', rule: 'heading-order', found: 'warning', html: page(`${H1}<h3>Leaves</h3><p>Leaves turn light into sugar.</p>`) },
  { name: 'level 2 then level 4 deeper in', rule: 'heading-order', found: 'warning', html: page(`${H1}<h2>Leaves</h2><h4>Veins</h4><p>Veins carry water.</p>`) },
  {
    name: 'one level at a time down, any number up',
    rule: 'heading-order',
    found: false,
    html: page(`${H1}<h2>Leaves</h2><h3>Veins</h3><h4>Xylem</h4><h2>Roots</h2><p>Roots take up water.</p>`),
  },
  { name: 'a first heading below level 1', rule: 'heading-order', found: false, html: page('<h2>Leaves</h2><h3>Veins</h3><p>Veins carry water.</p>') },

  // heading-empty (axe: empty-heading)
  { name: 'an empty heading', rule: 'heading-empty', found: 'error', html: page(`${H1}<h2></h2><p>Leaves turn light into sugar.</p>`) },
  { name: 'a heading of spaces', rule: 'heading-empty', found: 'error', html: page(`${H1}<h2>   </h2><p>Leaves turn light into sugar.</p>`) },
  { name: 'headings with text', rule: 'heading-empty', found: false, html: page(`${H1}<h2>Leaves</h2><p>Leaves turn light into sugar.</p>`) },

  // image-alt
  { name: 'a picture with no alt', rule: 'image-alt', found: 'error', html: page(`${H1}<p><img src="${PIXEL}"></p>`) },
  { name: 'a remote picture with no alt (not kept by the Book)', rule: 'image-alt', found: 'error', html: page(`${H1}<p><img src="http://127.0.0.1:9/leaf.png"></p>`) },
  { name: 'a described picture', rule: 'image-alt', found: false, html: page(`${H1}<p><img src="${PIXEL}" alt="A green leaf with its veins"></p>`) },
  { name: 'a picture marked decorative', rule: 'image-alt', found: false, html: page(`${H1}<p><img src="${PIXEL}" alt="" data-decorative=""></p>`) },
  { name: 'a picture with role presentation', rule: 'image-alt', found: false, html: page(`${H1}<p><img src="${PIXEL}" alt="" role="presentation"></p>`) },
  {
    name: 'an empty alt not marked decorative',
    rule: 'image-alt',
    found: 'error',
    html: page(`${H1}<p><img src="${PIXEL}" alt=""></p>`),
    axe: { found: false, why: 'axe takes alt="" as decorative; the Book asks for the decorative mark, so an empty alt left by accident is caught' },
  },
  {
    name: 'a picture with a tactile version and no alt',
    rule: 'image-alt',
    found: false,
    html: page(`${H1}<p><img src="${PIXEL}" data-tactile="1234"></p>`),
    axe: { found: true, why: 'the tactile version (the DTM attribute) is the alternative on the display; axe knows only alt text' },
  },
  {
    name: 'an alt that is a file name',
    rule: 'image-alt',
    found: 'warning',
    html: page(`${H1}<p><img src="${PIXEL}" alt="IMG_0001.jpg"></p>`),
    axe: { found: false, why: 'axe accepts any alt text; a file name describes nothing, so we warn' },
  },

  // color-contrast
  { name: 'grey text on white (2.85:1)', rule: 'color-contrast', found: 'error', html: page(`${H1}<p><span style="color:#999999">Leaves turn light into sugar.</span></p>`) },
  { name: 'mid grey paragraph text (3.95:1, normal size)', rule: 'color-contrast', found: 'error', html: page(`${H1}<p><span style="color:#808080">Leaves turn light into sugar.</span></p>`) },
  { name: 'mid grey level 2 heading (3.95:1, large)', rule: 'color-contrast', found: false, html: page(`${H1}<h2><span style="color:#808080">Leaves</span></h2><p>Leaves turn light into sugar.</p>`) },
  { name: 'mid grey level 3 heading (large: bold 18.72px)', rule: 'color-contrast', found: false, html: page(`${H1}<h2>Leaves</h2><h3><span style="color:#808080">Veins</span></h3><p>Veins carry water.</p>`) },
  { name: 'light grey level 1 heading (2.85:1, large)', rule: 'color-contrast', found: 'error', html: page(`<h1><span style="color:#999999">Plants and light</span></h1><p>Leaves turn light into sugar.</p>`) },
  { name: 'dark grey text (7:1)', rule: 'color-contrast', found: false, html: page(`${H1}<p><span style="color:#595959">Leaves turn light into sugar.</span></p>`) },
  { name: 'black text on a navy highlight', rule: 'color-contrast', found: 'error', html: page(`${H1}<p><span style="background-color:#000080">Leaves turn light into sugar.</span></p>`) },
  { name: 'black text on a yellow mark', rule: 'color-contrast', found: false, html: page(`${H1}<p><mark>Leaves turn light into sugar.</mark></p>`) },
  {
    name: 'black text in a dark table cell',
    rule: 'color-contrast',
    found: 'error',
    html: page(`${H1}<table><tr><th>Part</th><th>Job</th></tr><tr><td style="background-color:#333333">Leaf</td><td>Makes sugar</td></tr></table>`),
  },
  {
    name: 'white text in a dark table cell',
    rule: 'color-contrast',
    found: false,
    html: page(`${H1}<table><tr><th>Part</th><th>Job</th></tr><tr><td style="background-color:#333333"><span style="color:#ffffff">Leaf</span></td><td>Makes sugar</td></tr></table>`),
  },

  // link-name
  { name: 'an empty link', rule: 'link-name', found: 'error', html: page(`${H1}<p>See <a href="https://example.org/leaves"></a> for more.</p>`) },
  { name: 'a link of spaces', rule: 'link-name', found: 'error', html: page(`${H1}<p>See <a href="https://example.org/leaves">   </a> for more.</p>`) },
  { name: 'a link named by its text', rule: 'link-name', found: false, html: page(`${H1}<p>Read <a href="https://example.org/leaves">how leaves work</a>.</p>`) },
  { name: 'a link whose text is its address', rule: 'link-name', found: false, html: page(`${H1}<p>Read <a href="https://example.org/leaves">https://example.org/leaves</a>.</p>`) },
  { name: 'a link named by aria-label', rule: 'link-name', found: false, html: page(`${H1}<p>Read <a href="https://example.org/leaves" aria-label="How leaves work"></a>.</p>`) },
  {
    name: 'a link that says "click here"',
    rule: 'link-name',
    found: 'warning',
    html: page(`${H1}<p>To learn how leaves work, <a href="https://example.org/leaves">click here</a>.</p>`),
    axe: { found: false, why: 'axe checks that a link has a name, not what it says; "click here" tells a listener moving by links nothing' },
  },
  {
    name: 'a link that says 여기',
    rule: 'link-name',
    found: 'warning',
    html: page('<h1>식물과 빛</h1><p>잎이 하는 일은 <a href="https://example.org/leaves">여기</a>를 보세요.</p>', { title: '식물과 빛', lang: 'ko' }),
    axe: { found: false, why: 'axe checks that a link has a name, not what it says' },
  },

  // aria-label (axe: the name rules that fail when an empty aria-label leaves an element with no name)
  { name: 'a button with an empty aria-label and no text', rule: 'aria-label', found: 'error', html: page(`${H1}<button type="button" aria-label=""></button>`) },
  { name: 'a custom button with a blank aria-label', rule: 'aria-label', found: 'error', html: page(`${H1}<div role="button" tabindex="0" aria-label="  "></div>`) },
  { name: 'a text field with an empty aria-label', rule: 'aria-label', found: 'error', html: page(`${H1}<input type="text" aria-label="">`) },
  { name: 'a button with an aria-label', rule: 'aria-label', found: false, html: page(`${H1}<button type="button" aria-label="Close">×</button>`) },
  {
    name: 'an empty aria-label beside text',
    rule: 'aria-label',
    found: 'warning',
    html: page(`${H1}<button type="button" aria-label="">Save</button>`),
    axe: { found: false, why: 'the name falls back to the text, so axe has nothing to report; an empty aria-label is still a mistake worth a look' },
  },

  // url-required (no axe rule)
  { name: 'a link to script', rule: 'url-required', found: 'error', html: page(`${H1}<p><a href="javascript:void(0)">Open the diagram</a></p>`) },
  { name: 'a link to nowhere', rule: 'url-required', found: 'error', html: page(`${H1}<p><a href="#">Open the diagram</a></p>`) },
  { name: 'an audio with no source', rule: 'url-required', found: 'error', html: page(`${H1}<audio controls></audio>`) },
  {
    name: 'a link and a video with addresses',
    rule: 'url-required',
    found: false,
    html: page(`${H1}<p><a href="https://example.org/leaves">How leaves work</a></p><video controls src="/drive-app/file/12/leaf.mp4" title="A leaf in time-lapse"></video>`),
  },

  // table-header (no axe rule)
  { name: 'a data table without header cells', rule: 'table-header', found: 'error', html: page(`${H1}<table><tr><td>Part</td><td>Job</td></tr><tr><td>Leaf</td><td>Makes sugar</td></tr></table>`) },
  { name: 'a data table with a header row', rule: 'table-header', found: false, html: page(`${H1}<table><tr><th>Part</th><th>Job</th></tr><tr><td>Leaf</td><td>Makes sugar</td></tr></table>`) },
  { name: 'a one-row table', rule: 'table-header', found: false, html: page(`${H1}<table><tr><td>Leaf</td><td>Makes sugar</td></tr></table>`) },

  // list-structure (no axe rule)
  { name: 'bullets typed by hand', rule: 'list-structure', found: 'warning', html: page(`${H1}<p>• Leaves</p><p>• Roots</p><p>• Stems</p>`) },
  { name: 'numbers typed by hand', rule: 'list-structure', found: 'warning', html: page(`${H1}<p>1. Light falls on the leaf.</p><p>2. The leaf makes sugar.</p>`) },
  { name: 'letters typed by hand', rule: 'list-structure', found: 'warning', html: page(`${H1}<p>a) Light</p><p>b) Water</p>`) },
  { name: 'Korean markers typed by hand', rule: 'list-structure', found: 'warning', html: page('<h1>식물과 빛</h1><p>가. 잎</p><p>나. 뿌리</p>', { title: '식물과 빛', lang: 'ko' }) },
  { name: 'a real list', rule: 'list-structure', found: false, html: page(`${H1}<ul><li>Leaves</li><li>Roots</li></ul>`) },
  { name: 'one numbered paragraph', rule: 'list-structure', found: false, html: page(`${H1}<p>1. Light falls on the leaf.</p><p>Then the leaf makes sugar.</p>`) },
];
