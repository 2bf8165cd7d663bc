import { describe, expect, it } from 'vitest';
import { POLICIES, guestsMay, may, type DriveAction, type ItemFacts, type Viewer } from './policies.ts';

// Who may do what, as one table: every action for the owner, someone else
// and a guest, on a private item, a published file and a public folder.

const OWNER: Viewer = { rowNo: '1' };
const OTHER: Viewer = { rowNo: '2' };
const GUEST: Viewer = null;

const privateFile: ItemFacts = { ownerRowNo: '1', published: false };
const publishedFile: ItemFacts = { ownerRowNo: '1', published: true };
const trashedPublished: ItemFacts = { ownerRowNo: '1', published: true, trashed: true };
const privateFolder: ItemFacts = { ownerRowNo: '1', driveKind: 'P' };
const publicFolder: ItemFacts = { ownerRowNo: '1', driveKind: 'D' };
const trashedPublicFolder: ItemFacts = { ownerRowNo: '1', driveKind: 'D', trashed: true };

type Row = readonly [DriveAction, ItemFacts | undefined, owner: boolean, other: boolean, guest: boolean];

const TABLE: readonly Row[] = [
  ['readFile', privateFile, true, false, false],
  ['readFile', publishedFile, true, true, true],
  ['readFile', trashedPublished, true, false, false],
  ['changeFile', privateFile, true, false, false],
  ['changeFile', publishedFile, true, false, false],
  ['readFolder', privateFolder, true, false, false],
  ['readFolder', publicFolder, true, true, true],
  ['readFolder', trashedPublicFolder, true, false, false],
  ['changeFolder', privateFolder, true, false, false],
  ['changeFolder', publicFolder, true, false, false],
  ['listPrivateDrive', undefined, true, true, false],
  ['listPublicDrive', undefined, true, true, true],
  ['listLibrary', undefined, true, true, true],
  ['createFolder', undefined, true, true, false],
  ['createFile', undefined, true, true, false],
  ['publish', undefined, true, true, false],
  ['useOwnSpace', undefined, true, true, false],
];

describe('drive policies', () => {
  it.each(TABLE)('%s on %o: owner %s, someone else %s, guest %s', (action, item, owner, other, guest) => {
    expect(may(action, OWNER, item)).toBe(owner);
    expect(may(action, OTHER, item)).toBe(other);
    expect(may(action, GUEST, item)).toBe(guest);
  });

  it('has a row for every action', () => {
    expect(new Set(TABLE.map(([action]) => action))).toEqual(new Set(Object.keys(POLICIES)));
  });

  it('lets guests call only the reading routes', () => {
    const open = (Object.keys(POLICIES) as DriveAction[]).filter(guestsMay);
    expect(open.sort()).toEqual(['listLibrary', 'listPublicDrive', 'readFile', 'readFolder']);
  });

  it('refuses owner-only actions when the item is unknown', () => {
    expect(may('changeFile', OWNER, undefined)).toBe(false);
    expect(may('readFile', OWNER, undefined)).toBe(false);
  });
});
