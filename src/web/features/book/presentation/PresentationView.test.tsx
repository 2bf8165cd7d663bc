import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../../../locales/en.json';
import { pageForDisplay } from '../../../../core/book/braille/index.ts';
import type { BlockElement } from '../../../../core/book/index.ts';
import type { DeviceInfo } from '../../../../core/device/index.ts';
import { ApiContext } from '../../../api/ApiContext.tsx';
import { fakeDeviceControls } from '../../../testing/fakeDevice.ts';
import { fakeAudioPlayer, fakeBraille, fakeBrailleApi } from '../../canvas/placement/testing/contentFakes.tsx';
import { DeviceContext } from '../../device/shell/DeviceContext.ts';
import { renderMessages } from '../render/messages.ts';
import { brailleScreenContent } from './displayContent.ts';
import { presentationMessages } from './messages.ts';
import { AudioPlayerContext } from '../../../ui/pageAudio/audioPlayer.ts';
import { PresentationView } from './PresentationView.tsx';
import { englishWith } from './testing/presentationFakes.ts';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));

const ENGLISH = englishWith(englishWith(en, presentationMessages), renderMessages);

describe('PresentationView', () => {
  it('opens once the braille translator has loaded, and the display gets the page in the user\'s braille', async () => {
    const braille = fakeBrailleApi();
    const device = fakeDeviceControls({ status: 'connected', method: 'virtual320', info: { layout: { textCells: 20, cellsPerLine: 30, graphicLines: 10 } } as DeviceInfo });
    const blocks: BlockElement[] = [{ type: 'paragraph', children: [{ text: 'cab' }] }];
    // A component that suspends on a module is retried only inside an awaited act.
    await act(async () => {
      render(
        <IntlProvider locale="en" defaultLocale="ko" messages={ENGLISH}>
          <ApiContext.Provider value={braille.client}>
            <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
              <AudioPlayerContext.Provider value={fakeAudioPlayer()}>
                <DeviceContext.Provider value={device}>
                  <PresentationView blocks={blocks} title="Lesson" onExit={() => undefined} />
                </DeviceContext.Provider>
              </AudioPlayerContext.Provider>
            </QueryClientProvider>
          </ApiContext.Provider>
        </IntlProvider>,
      );
      await import('../../braille/index.ts');
    });
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Presentation: Lesson');
    await waitFor(() => expect(device.show).toHaveBeenCalled());
    expect(braille.translate).toHaveBeenCalled();
    const [rows] = (await pageForDisplay(blocks, { cellsPerLine: 30, lines: 10 }, async (lines) => lines.map(fakeBraille))).screens;
    expect(rows?.join('')).toContain(fakeBraille('cab'));
    expect(device.show).toHaveBeenLastCalledWith(brailleScreenContent(rows ?? [], { cellsPerLine: 30, graphicLines: 10 }));
  });
});
