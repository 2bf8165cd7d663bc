// The site is for computers (spec §1). Phones and tablets are sent to the
// broker page, which offers the mobile app instead.

export interface DeviceSignals {
  readonly userAgent: string;
  /** navigator.userAgentData.mobile, where the browser has it. */
  readonly mobileHint?: boolean | undefined;
  readonly maxTouchPoints: number;
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|webOS|BlackBerry|Opera Mini|IEMobile|Silk|Kindle/i;

export function isDesktopDevice(signals: DeviceSignals): boolean {
  if (signals.mobileHint === true) return false;
  if (MOBILE_USER_AGENT.test(signals.userAgent)) return false;
  // iPadOS presents itself as a Mac; a Mac has no touch screen.
  if (/Macintosh/.test(signals.userAgent) && signals.maxTouchPoints > 1) return false;
  return true;
}

export function browserDeviceSignals(): DeviceSignals {
  const withHints = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return {
    userAgent: navigator.userAgent,
    mobileHint: withHints.userAgentData?.mobile,
    maxTouchPoints: navigator.maxTouchPoints,
  };
}
