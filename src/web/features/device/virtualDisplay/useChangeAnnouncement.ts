import { useEffect, useRef } from 'react';
import { announce } from '../../../ui/announcer.ts';

/** Quiet time after the last change before it is spoken: a picture arrives line by line, and is announced once. */
export const ANNOUNCE_DELAY_MS = 1000;

/**
 * Speaks `message` politely once the content (`signature`) has changed and
 * then stayed the same for ANNOUNCE_DELAY_MS. Not on the first render and not
 * when only the focus or the language changed.
 */
export function useChangeAnnouncement(signature: string, message: string): void {
  const latestMessage = useRef(message);
  const lastSignature = useRef<string | undefined>(undefined);

  useEffect(() => {
    latestMessage.current = message;
  }, [message]);

  useEffect(() => {
    const previous = lastSignature.current;
    lastSignature.current = signature;
    if (previous === undefined || previous === signature) return;
    const timer = setTimeout(() => announce(latestMessage.current), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signature]);
}
