export { contentLanguage, detectLanguage, dominantScript } from './contentLanguage.ts';
