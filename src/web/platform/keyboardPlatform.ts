import type { Platform } from '../../core/commands/index.ts';

/** Mac keyboards put Command where PCs put Control. */
export function keyboardPlatform(): Platform {
  const withHints = navigator as Navigator & { userAgentData?: { platform?: string } };
  const name = withHints.userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad/i.test(name) ? 'mac' : 'pc';
}
