import { render } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import en from '../../../../../../locales/en.json';
import { CanvasEditor, createDocument, type CanvasDocument } from '../../../../../core/canvas/index.ts';
import type { Message } from '../../../../../core/messages/index.ts';
import { ApiContext } from '../../../../api/ApiContext.tsx';
import type { FakeDriveClient } from '../../../cloud/testing/fakeDriveClient.ts';
import { CanvasFileLayer } from '../CanvasFileLayer.tsx';
import { useCanvasFile, type CanvasFileActions } from '../fileContext.ts';

/**
 * The English catalogue, every phrase it lacks standing for itself (the
 * Canvas's English texts are merged into locales/ by the lead; these tests
 * pass before and after, comparing through `text`).
 */
const testMessages: Record<string, string> = new Proxy(en as Record<string, string>, {
  get: (catalogue, id) => (typeof id === 'string' ? (catalogue[id] ?? id) : undefined),
  has: () => true,
  getOwnPropertyDescriptor: (catalogue, id) => ({ value: typeof id === 'string' ? (catalogue[id] ?? id) : undefined, writable: false, enumerable: true, configurable: true }),
});

const testIntl = createIntl({ locale: 'en', defaultLocale: 'ko', messages: testMessages, onError: () => undefined });

/** What a message says in these tests. */
export function text(message: Message, values?: Record<string, string | number>): string {
  return testIntl.formatMessage(message, values);
}

export interface FileLayerHarness {
  readonly editor: CanvasEditor;
  /** The actions as the layer last rendered them. */
  readonly actions: () => CanvasFileActions;
  readonly router: ReturnType<typeof createMemoryRouter>;
}

/**
 * The file layer around a probe that hands out its actions, in a data router
 * at /canvas (with a /cloud page to leave to), English, and the fake drive.
 */
export function renderFileLayer(fake: FakeDriveClient, options: { document?: CanvasDocument; path?: string } = {}): FileLayerHarness {
  const editor = new CanvasEditor({ document: options.document ?? createDocument(320, 'Map') });
  let latest: CanvasFileActions | undefined;
  function Probe() {
    latest = useCanvasFile();
    return <div data-testid="canvas-page" />;
  }
  const router = createMemoryRouter(
    [
      {
        path: '/canvas',
        element: (
          <CanvasFileLayer editor={editor}>
            <Probe />
          </CanvasFileLayer>
        ),
      },
      { path: '/cloud', element: <div data-testid="cloud-page" /> },
    ],
    { initialEntries: [options.path ?? '/canvas'] },
  );
  render(
    <IntlProvider locale="en" defaultLocale="ko" messages={testMessages} onError={() => undefined}>
      <ApiContext.Provider value={fake.client}>
        <RouterProvider router={router} />
      </ApiContext.Provider>
    </IntlProvider>,
  );
  return {
    editor,
    router,
    actions: () => {
      if (!latest) throw new Error('The file layer has not rendered');
      return latest;
    },
  };
}
