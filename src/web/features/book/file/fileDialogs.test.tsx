import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { WireFile } from '../../../../shared/api/driveAppTypes.ts';
import { toCamelKeys } from '../../../../shared/api/keyCase.ts';
import { listing, wireFile, wireFolder } from '../../cloud/testing/wireItems.ts';
import type { BookDriveApi } from '../api/bookDriveApi.ts';
import { renderBookInEnglish } from '../testing/renderInEnglish.tsx';
import { bookFileMessages as m } from './messages.ts';
import { OpenDialog } from './OpenDialog.tsx';
import { SaveAsDialog } from './SaveAsDialog.tsx';

const html = { FILE_EXTENSION: 'html' as WireFile['FILE_EXTENSION'] };
const ROOT = [{ no: 'ROOT', name: '/' }];

/** A drive whose root holds a folder, two Book documents and a tactile file; the folder holds one document. */
function driveApi(): BookDriveApi {
  return {
    listFolder: vi.fn(async (folderNo: string) => {
      const items = folderNo === 'ROOT' ? [wireFolder('10', 'Maths'), wireFile('1', 'Rivers', html), wireFile('2', 'Mountains', html), wireFile('3', 'Map')] : [wireFile('4', 'Fractions', html)];
      return { ok: true as const, status: 200, data: toCamelKeys(listing(items)) as never };
    }),
  };
}

const english = [
  [m.documents, 'Documents in {folder}'],
  [m.noDocuments, 'This folder has no documents.'],
] as const;

describe('Open', () => {
  it('lists only the Book documents of the folder shown and opens the one chosen', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    const onClose = vi.fn();
    renderBookInEnglish(<OpenDialog api={driveApi()} initialPath={ROOT} onOpen={onOpen} onClose={onClose} />, english);
    const list = await screen.findByRole('listbox', { name: 'Documents in /' });
    await waitFor(() => expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Rivers', 'Mountains']));
    await user.click(within(list).getByRole('option', { name: 'Mountains' }));
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(onOpen).toHaveBeenCalledWith('2', ROOT);
    expect(onClose).toHaveBeenCalled();
  });

  it('goes into a folder with the picker and lists its documents', async () => {
    const user = userEvent.setup();
    const api = driveApi();
    renderBookInEnglish(<OpenDialog api={api} initialPath={ROOT} onOpen={vi.fn()} onClose={vi.fn()} />, english);
    const folders = await screen.findByRole('listbox', { name: /Folders in/ });
    await waitFor(() => expect(within(folders).getByRole('option', { name: 'Maths' })).toBeInTheDocument());
    await user.dblClick(within(folders).getByRole('option', { name: 'Maths' }));
    expect(await screen.findByRole('option', { name: 'Fractions' })).toBeInTheDocument();
    expect(api.listFolder).toHaveBeenLastCalledWith('10');
  });
});

describe('Save as', () => {
  it('sends the name and the folder chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => null);
    const onClose = vi.fn();
    renderBookInEnglish(<SaveAsDialog api={driveApi()} initialName="Draft" initialPath={ROOT} onSubmit={onSubmit} onClose={onClose} />);
    const name = screen.getByRole('textbox', { name: 'File name' });
    await user.clear(name);
    await user.type(name, 'Chapter 2');
    const folders = await screen.findByRole('listbox', { name: /Folders in/ });
    await user.click(await within(folders).findByRole('option', { name: 'Maths' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith('Chapter 2', [...ROOT, { no: '10', name: 'Maths' }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal about the name on the field, with focus there, and stays open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onSubmit = vi.fn(async () => ({ kind: 'reason' as const, message: m.nameTaken, onName: true }));
    renderBookInEnglish(<SaveAsDialog api={driveApi()} initialName="Rivers" initialPath={ROOT} onSubmit={onSubmit} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByRole('textbox', { name: 'File name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(/An item with this name is already in this folder/));
    expect(name).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
  });
});
