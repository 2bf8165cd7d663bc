import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentToHtml } from '../../../../core/book/index.ts';
import { announce } from '../../../ui/announcer.ts';
import { fakeDriveClient } from '../testing/fakeDriveClient.ts';
import { renderDrive } from '../testing/renderDrive.tsx';
import { listing } from '../testing/wireItems.ts';
import { PublishDialog } from './PublishDialog.tsx';

vi.mock('../../../ui/announcer.ts', () => ({ announce: vi.fn() }));
afterEach(() => vi.clearAllMocks());

// Two problems: no heading at all, and a picture with no description; a third, a table without a header row, is ignored.
const PICTURE = 'data:image/png;base64,iVBORw0KGgo=';
const STORED = documentToHtml(
  {
    lang: 'en',
    blocks: [
      { type: 'paragraph', children: [{ text: 'Leaves' }] },
      { type: 'image', src: PICTURE, alt: '', children: [{ text: '' }] },
      {
        type: 'table',
        children: [
          { type: 'table-row', children: [{ type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'A' }] }] }, { type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'B' }] }] }] },
          { type: 'table-row', children: [{ type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'C' }] }] }, { type: 'table-cell', children: [{ type: 'paragraph', children: [{ text: 'D' }] }] }] },
        ],
      },
    ],
    ignoredChecks: { rules: ['table-header'], findings: [] },
  },
  { title: 'Leaves' },
);

function setup(contents: string) {
  const fake = fakeDriveClient();
  fake.ok('GET', '/drive-app/v1/dtms/groups', listing([]));
  fake.ok('GET', '/drive-app/v1/doc/html', { DTM_NAME: 'Leaves', CREATOR: 'Uma', CONTENTS: contents });
  renderDrive(<PublishDialog bookDocuments={[{ dtmNo: '42', name: 'Leaves' }]} onPublish={async () => true} onClose={() => undefined} />, fake);
  return fake;
}

describe('the accessibility check before publishing', () => {
  it('says how many problems a Book document has, less what it ignores, and says it aloud', async () => {
    const fake = setup(STORED);
    const dialog = await screen.findByRole('dialog', { name: 'Publish to library' });
    const check = await within(dialog).findByRole('region', { name: 'Accessibility check' });
    expect(check).toHaveTextContent('“Leaves” has 2 accessibility problems.');
    expect(announce).toHaveBeenCalledWith('“Leaves” has 2 accessibility problems.');
    expect(fake.calls('GET', '/drive-app/v1/doc/html')[0]?.query).toMatchObject({ DTM_NO: '42' });
    // Not an administrator: the Book is not theirs to open, so no link to it.
    expect(within(check).queryByRole('link')).toBeNull();
    // A warning, not a refusal: publishing is still there.
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('says when a Book document passed', async () => {
    setup(documentToHtml({ lang: 'en', blocks: [{ type: 'heading', level: 1, children: [{ text: 'Leaves' }] }] }, { title: 'Leaves' }));
    const check = await screen.findByRole('region', { name: 'Accessibility check' });
    expect(check).toHaveTextContent('“Leaves” passed the accessibility check.');
    expect(announce).not.toHaveBeenCalled();
  });

  it('shows nothing for files that are not Book documents', async () => {
    const fake = fakeDriveClient();
    fake.ok('GET', '/drive-app/v1/dtms/groups', listing([]));
    renderDrive(<PublishDialog onPublish={async () => true} onClose={() => undefined} />, fake);
    await screen.findByRole('dialog', { name: 'Publish to library' });
    expect(screen.queryByRole('region', { name: 'Accessibility check' })).toBeNull();
    expect(fake.calls('GET', '/drive-app/v1/doc/html')).toHaveLength(0);
  });
});
