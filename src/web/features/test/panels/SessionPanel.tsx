import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { GUEST_USER_NO } from '../../../../shared/auth/roles.ts';
import { useAuth, useSession } from '../../../auth/SessionContext.tsx';
import { localTokenStore } from '../../../auth/tokenStore.ts';
import { formatCountdown, secondsLeft, tokenExpiresAt } from '../logic/tokenExpiry.ts';
import { testPageMessages as m } from '../messages.ts';

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * /test/session: the session info of spec §3 (NAME, USER_ID, USER_NO,
 * USER_ROLES, USER_NO GUEST for a guest) and when the access and refresh
 * tokens end. The countdown ticks each second in plain text, outside any
 * live region, so a screen reader reads it when asked, not every second.
 */
export default function SessionPanel() {
  const intl = useIntl();
  const session = useSession();
  useAuth(); // re-read after a refresh: useSession subscribes to the port
  const now = useNow(1000);
  const store = localTokenStore(window.localStorage);
  const tokens = [
    { label: m.accessToken, expires: tokenExpiresAt(store.access()), present: store.access() !== undefined },
    { label: m.refreshToken, expires: tokenExpiresAt(store.refresh()), present: store.refresh() !== undefined },
  ];
  const fields: [string, string][] = [
    ['NAME', session?.name ?? ''],
    ['USER_ID', session?.userId ?? ''],
    ['USER_NO', session?.userNo ?? GUEST_USER_NO],
    ['USER_ROLES', session && session.roles.length > 0 ? session.roles.join(', ') : intl.formatMessage(m.noRoles)],
  ];
  return (
    <>
      <section className="panel" aria-labelledby="session-heading">
        <h2 id="session-heading">{intl.formatMessage(m.sessionHeading)}</h2>
        <dl className="facts">
          {fields.map(([name, value]) => (
            <div key={name}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd data-testid={`session-${name}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel" aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">{intl.formatMessage(m.tokensHeading)}</h2>
        <dl className="facts">
          {tokens.map((token) => (
            <div key={token.label.id}>
              <dt>{intl.formatMessage(token.label)}</dt>
              <dd>
                {token.expires === undefined
                  ? intl.formatMessage(token.present ? m.expiryUnknown : m.expired)
                  : token.expires <= now
                    ? intl.formatMessage(m.expired)
                    : intl.formatMessage(m.expiresAt, {
                        time: intl.formatTime(token.expires, { hour: '2-digit', minute: '2-digit', second: '2-digit' }),
                        left: formatCountdown(secondsLeft(token.expires, now)),
                      })}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
