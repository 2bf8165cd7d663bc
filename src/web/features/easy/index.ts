export { easyMessages } from './messages.ts';
