/** 'mac' covers macOS and iOS keyboards; 'pc' covers Windows, Linux and ChromeOS. */
export type Platform = 'mac' | 'pc';

export const PLATFORMS: readonly Platform[] = ['mac', 'pc'];
