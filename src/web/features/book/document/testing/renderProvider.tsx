import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import en from '../../../../../../locales/en.json';
import { ApiContext } from '../../../../api/ApiContext.tsx';
import { AuthProvider } from '../../../../auth/SessionContext.tsx';
import { SessionProblemsContext } from '../../../../session/SessionProblemsContext.ts';
import { createSessionProblemStore } from '../../../../session/sessionProblemStore.ts';
import { fakeAuth } from '../../../cloud/testing/renderDrive.tsx';
import type { FakeDriveClient } from '../../../cloud/testing/fakeDriveClient.ts';
import { memoryDraftStore, type DraftStore } from '../../file/draftStore.ts';
import { BookDocumentProvider } from '../BookDocumentProvider.tsx';

// The Book's document as the page has it, for tests: in English, signed in as
// user 7, over a fake drive client, in a router at `path` (default /book),
// with drafts in memory (the store is returned).

export function renderProvider(fake: FakeDriveClient, options: { path?: string; drafts?: DraftStore; children: ReactNode }): DraftStore {
  const drafts = options.drafts ?? memoryDraftStore();
  render(
    <IntlProvider locale="en" defaultLocale="ko" messages={en}>
      <AuthProvider auth={fakeAuth()}>
        <ApiContext.Provider value={fake.client}>
          <SessionProblemsContext.Provider value={createSessionProblemStore()}>
            <MemoryRouter initialEntries={[options.path ?? '/book']}>
              <BookDocumentProvider drafts={drafts}>{options.children}</BookDocumentProvider>
            </MemoryRouter>
          </SessionProblemsContext.Provider>
        </ApiContext.Provider>
      </AuthProvider>
    </IntlProvider>,
  );
  return drafts;
}
