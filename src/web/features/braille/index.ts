// The braille feature's code, for other features: the page's translator
// (liblouis in the browser or on the server, per table), the settings
// section and the translator panel. Each loads with its first user.

export { useBraille } from './engine/useBraille.ts';
export { BrailleSettingSection } from './BrailleSettingSection.tsx';
export { BrailleTranslatorPanel } from './BrailleTranslatorPanel.tsx';
