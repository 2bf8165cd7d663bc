export { cleanItemName, documentTitle, nameKey, nextFreeName, splitExtension, stripCopySuffix } from './names.ts';
