// Pages of any document (the Canvas's tactile pages, the Book's print pages):
// what is said about them.

export { documentPageMessages } from './messages.ts';
