import { DRIVE_PATHS } from '../../src/shared/api/driveAppPaths.ts';
import { driveApi, runId } from './drive.ts';

// A Book document with its DAISY book made through the API (issue 23), for
// the player's journeys: two headings and two pages.

export const DAISY_DOCUMENT = [
  '<h1>Rivers</h1>',
  '<p>Water flows down to the sea.</p>',
  '<h2>Rain</h2>',
  '<p>Rain falls from the clouds.</p>',
  '<hr class="page-break">',
  '<p>Clouds form again over the sea.</p>',
].join('');

/** Makes the document and its book (with audio or text only), and waits until the book is made. */
export async function documentWithDaisyBook(baseURL: string, { audio }: { readonly audio: boolean }): Promise<{ readonly dtmNo: string; readonly name: string }> {
  const drive = driveApi(baseURL, 'admin');
  const name = `Listen ${runId()}`;
  const { DTM_NO: dtmNo } = await drive.call<{ DTM_NO: string }>('POST', DRIVE_PATHS.htmlFromString, {
    body: { HTML_STRING: DAISY_DOCUMENT, DTM_NAME: name, DTM_GROUP_NO: '', DEVICE_KIND: '300' },
  });
  const request = audio ? { DTM_NO: dtmNo, FORMAT: 'DAISY3', AUDIO: 'Y', VOICE: 'female', RATE: 175 } : { DTM_NO: dtmNo, FORMAT: 'DAISY3', AUDIO: 'N' };
  await drive.call('POST', DRIVE_PATHS.daisyConvert, { body: request });
  for (let tries = 0; tries < 240; tries += 1) {
    const state = await drive.call<{ STATUS: string; ERROR: string | null }>('GET', DRIVE_PATHS.daisyStatus, { query: { DTM_NO: dtmNo } });
    if (state.STATUS === 'SUCCESS') return { dtmNo, name };
    if (state.STATUS === 'FAILED' || state.STATUS === 'NONE') throw new Error(`The DAISY book was not made: ${state.STATUS} ${state.ERROR ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The DAISY book took more than two minutes');
}
