import { defineEndpoints } from './endpoints.ts';
import { htmlFromStringBody, htmlQuery, htmlSaveBody, imageUrlBody } from './driveApp.ts';
import { DRIVE_PATHS } from './driveAppPaths.ts';

// The Book document calls (issue 20) for the OpenAPI document, in a list of
// their own so the endpoint lists of other parts stay untouched. Bodies are
// described by their JSON schema; the same fields are taken as a
// multipart/form-data or application/x-www-form-urlencoded form.

export const bookEndpoints = defineEndpoints([
  {
    method: 'POST',
    path: DRIVE_PATHS.htmlFromString,
    summary: 'Saves a new Book document (a form: multipart, urlencoded or JSON); the page is sanitised and stored as an html drive file.',
    auth: 'required',
    body: htmlFromStringBody,
    responseNote: '201 {DTM_NO, DTM_GROUP_NO, DTM_NAME, PAGE_COUNT, SIZE}',
  },
  {
    method: 'PUT',
    path: DRIVE_PATHS.html,
    summary: 'Saves a Book document over itself (a form: multipart, urlencoded or JSON); DTM_NAME renames it.',
    auth: 'required',
    body: htmlSaveBody,
    responseNote: '{DTM_NO, DTM_GROUP_NO, DTM_NAME, PAGE_COUNT, SIZE}',
  },
  {
    method: 'GET',
    path: DRIVE_PATHS.html,
    summary: "A Book document's sanitised page: its owner's, or anyone's published one.",
    auth: 'optional',
    query: htmlQuery,
    responseNote: '{DTM_NO, DTM_NAME, CREATOR, CONTENTS, DTM_GROUP_NO, PAGE_COUNT, IS_MINE, IS_PUBLIC, UPDATED_AT}',
  },
  {
    method: 'POST',
    path: DRIVE_PATHS.imageUrlToBase64,
    summary: 'Fetches a picture from a public web address for the editor (PNG, JPEG, GIF or WebP; private addresses refused).',
    auth: 'required',
    body: imageUrlBody,
    responseNote: '{IMAGE: "data:<type>;base64,…", CONTENT_TYPE, SIZE}',
  },
]);
