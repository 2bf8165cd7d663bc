import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { announce } from '../../../ui/announcer.ts';
import { testPageMessages as m } from '../messages.ts';

/** How often the page asks; a visible tab only. */
export const HEALTH_POLL_MS = 5000;

/**
 * /test/websocket: the server has no WebSocket endpoint (docs/DECISIONS.md,
 * "Test pages"), so the page says so and checks what it can: that the server
 * answers /healthz, every five seconds and on demand. Only a change of state
 * is spoken.
 */
export default function ConnectionPanel() {
  const intl = useIntl();
  const [state, setState] = useState<{ readonly up: boolean; readonly at: number }>();
  const previous = useRef<boolean | undefined>(undefined);

  const check = useCallback(async (always = false) => {
    let up = false;
    try {
      const response = await fetch('/healthz', { cache: 'no-store' });
      up = response.ok;
    } catch {
      up = false;
    }
    setState({ up, at: Date.now() });
    if (always || (previous.current !== undefined && previous.current !== up)) announce(intl.formatMessage(up ? m.connectionUp : m.connectionDown), up ? 'polite' : 'assertive');
    previous.current = up;
  }, [intl]);

  useEffect(() => {
    const first = setTimeout(() => void check(), 0);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void check();
    }, HEALTH_POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [check]);

  return (
    <section className="panel" aria-labelledby="connection-heading">
      <h2 id="connection-heading">{intl.formatMessage(m.connectionHeading)}</h2>
      <p>{intl.formatMessage(m.connectionExplain)}</p>
      {state && (
        <>
          <p data-testid="connection-state">{intl.formatMessage(state.up ? m.connectionUp : m.connectionDown)}</p>
          <p>{intl.formatMessage(m.lastChecked, { time: intl.formatTime(state.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' }) })}</p>
        </>
      )}
      <div className="button-row">
        <Button className="button" onPress={() => void check(true)}>
          {intl.formatMessage(m.checkNow)}
        </Button>
      </div>
    </section>
  );
}
