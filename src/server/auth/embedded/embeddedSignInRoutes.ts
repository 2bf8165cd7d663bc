import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type Provider from 'oidc-provider';
import { negotiateLocale } from '../../../shared/i18n/startLocale.ts';
import type { DB } from '../../db/schema.ts';
import { QueueFull, type BoundedQueue } from '../../http/boundedQueue.ts';
import type { RateDecision } from '../../http/rateLimiter.ts';
import { translator } from '../../i18n/translator.ts';
import { EMBEDDED_REALM_PATH } from '../../../shared/config/siteConfig.ts';
import type { SignInLimits } from '../signInLimits.ts';
import { authenticate } from './accounts.ts';
import { problemPage } from './pages/messagePages.ts';
import type { RefreshTokenEnvelope } from './refreshTokenEnvelope.ts';
import { signInPage, type SignInProblem } from './pages/signInPage.ts';
import { SIGN_IN_ASSETS } from './pages/layout.ts';

// Mounts the embedded provider under /realms/dot and serves its sign-in
// pages. The provider is a Koa app: it gets the raw request with the body
// unread (it parses its own), the path below the realm, and the response.

const ASSETS: Record<string, { type: string; body: string }> = {
  'sign-in.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('./assets/sign-in.css', import.meta.url), 'utf8') },
  'auto-submit.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('./assets/auto-submit.js', import.meta.url), 'utf8') },
};

const FORM_LIMIT = 16 * 1024;

export interface EmbeddedSignInOptions {
  readonly provider: Provider;
  readonly db: Kysely<DB>;
  readonly publicUrl: string;
  /** Origins (besides the provider's own) whose browsers may call the token endpoints with credentials. */
  readonly corsOrigins: readonly string[];
  readonly envelope: RefreshTokenEnvelope;
  readonly limits: SignInLimits;
  /** Where password checks wait their turn (passwordQueue.ts). */
  readonly passwords: BoundedQueue;
}

/** Control characters (NUL above all, which PostgreSQL cannot store) have no place in a login. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The first limit that refuses, checked in order; later ones are not counted once one refuses. */
async function firstRefusal(checks: readonly (() => Promise<RateDecision>)[]): Promise<RateDecision | undefined> {
  for (const check of checks) {
    const decision = await check();
    if (!decision.allowed) return decision;
  }
  return undefined;
}

/** Seals the refresh token of the provider's JSON answer on its way out (Koa ends with the whole body at once). */
function sealRefreshTokens(res: ServerResponse, envelope: RefreshTokenEnvelope): void {
  const end = res.end.bind(res) as (chunk?: unknown, ...rest: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if ((typeof chunk === 'string' || Buffer.isBuffer(chunk)) && String(res.getHeader('content-type')).includes('json')) {
      try {
        const data = JSON.parse(String(chunk)) as Record<string, unknown>;
        if (typeof data['refresh_token'] === 'string') {
          const text = JSON.stringify({ ...data, refresh_token: envelope.seal(data['refresh_token']) });
          res.setHeader('Content-Length', Buffer.byteLength(text));
          return end(text, ...rest);
        }
      } catch {
        // not JSON after all: pass it on untouched
      }
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}

const TOKEN_PATH = `${EMBEDDED_REALM_PATH}/protocol/openid-connect/token`;

function handToProvider(provider: Provider, corsOrigins: readonly string[], envelope: RefreshTokenEnvelope) {
  const callback = provider.callback();
  return (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.raw as IncomingMessage & { originalUrl?: string };
    const origin = request.headers.origin;
    if (origin && corsOrigins.includes(origin)) reply.raw.setHeader('Access-Control-Allow-Credentials', 'true');
    // Refresh tokens leave sealed (the adapter opens them when they come back).
    if (request.method === 'POST' && request.url.split('?')[0] === TOKEN_PATH) sealRefreshTokens(reply.raw, envelope);
    reply.hijack();
    const url = raw.url ?? '';
    raw.originalUrl = url;
    raw.url = url.slice(EMBEDDED_REALM_PATH.length) || '/';
    return callback(raw, reply.raw);
  };
}

export async function registerEmbeddedSignIn(app: FastifyInstance, options: EmbeddedSignInOptions): Promise<void> {
  const { provider, db, publicUrl, limits, passwords } = options;

  const pageFor = (request: FastifyRequest, uiLocales?: unknown) => {
    const locale = negotiateLocale(typeof uiLocales === 'string' ? uiLocales : undefined, request.headers['accept-language']);
    return { locale, t: translator(locale), appUrl: `${publicUrl}/` };
  };
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);

  /** The interaction behind this page, or undefined when it has expired or belongs to another tab. */
  const interactionFor = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch {
      return undefined;
    }
  };

  // The provider itself: discovery, authorization, token, certs, userinfo, logout.
  const provide = handToProvider(provider, options.corsOrigins, options.envelope);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${EMBEDDED_REALM_PATH}/*`, provide);
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: { name: string } }>(`${SIGN_IN_ASSETS}/:name`, async (request, reply) => {
      const asset = ASSETS[request.params.name];
      if (!asset) return reply.code(404).type('text/plain').send('Not found');
      return reply.header('Cache-Control', 'public, max-age=3600').type(asset.type).send(asset.body);
    });

    scope.get<{ Params: { uid: string } }>(`${EMBEDDED_REALM_PATH}/login-actions/:uid`, async (request, reply) => {
      const details = await interactionFor(request, reply);
      if (!details) return sendPage(reply, 400, problemPage(pageFor(request), 'expired'));
      const view = pageFor(request, details.params['ui_locales']);
      const loginHint = typeof details.params['login_hint'] === 'string' ? details.params['login_hint'].slice(0, 256) : undefined;
      return sendPage(reply, 200, signInPage({ ...view, action: request.url, ...(loginHint ? { loginId: loginHint } : {}) }));
    });

    scope.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(`${EMBEDDED_REALM_PATH}/login-actions/:uid`, async (request, reply) => {
      // While password checks are full, a try is turned away before any database work, so a burst costs next to nothing more.
      const busy = request.body?.['action'] === 'cancel' ? undefined : passwords.refusal();
      if (busy) {
        reply.header('Retry-After', String(busy.retryAfterSeconds));
        const loginId = (request.body?.['login'] ?? '').trim().slice(0, 256).replace(new RegExp(CONTROL, 'g'), '');
        // The page's language comes with the form (a hidden field), as the interaction that holds it is not read here.
        return sendPage(reply, 503, signInPage({ ...pageFor(request, request.body?.['locale']), action: request.url, loginId, problem: 'busy' }));
      }
      const details = await interactionFor(request, reply);
      if (!details) return sendPage(reply, 400, problemPage(pageFor(request), 'expired'));
      const view = pageFor(request, details.params['ui_locales']);
      const body = request.body ?? {};

      if (body['action'] === 'cancel') {
        reply.hijack();
        return provider.interactionFinished(request.raw, reply.raw, { error: 'access_denied', error_description: 'The user cancelled signing in.' }, { mergeWithLastSubmission: false });
      }

      const loginId = (body['login'] ?? '').trim().slice(0, 256);
      const password = (body['password'] ?? '').slice(0, 1024);
      const again = (status: number, problem: SignInProblem, shownLogin = loginId) =>
        sendPage(reply, status, signInPage({ ...view, action: request.url, loginId: shownLogin, problem }));
      const later = (status: 429 | 503, problem: SignInProblem, seconds: number) => {
        reply.header('Retry-After', String(seconds));
        return again(status, problem);
      };
      if (!loginId) return again(400, 'loginIdMissing');
      if (CONTROL.test(loginId)) return again(400, 'loginIdInvalid', loginId.replace(new RegExp(CONTROL, 'g'), ''));
      if (!password) return again(400, 'passwordMissing');

      // Per address, per login and address, and per login from anywhere, so guessing is slow every way.
      const login = loginId.toLowerCase();
      const pairKey = `${request.ip}|${login}`;
      const refusal = await firstRefusal([
        () => limits.perAddress.attempt(request.ip),
        () => limits.perAddressLogin.attempt(pairKey),
        () => limits.perLogin.attempt(login),
      ]);
      if (refusal) return later(429, 'tooManyAttempts', refusal.retryAfterSeconds);
      let account: Awaited<ReturnType<typeof authenticate>>;
      try {
        account = await passwords.run(() => authenticate(db, loginId, password));
      } catch (error) {
        if (error instanceof QueueFull) return later(503, 'busy', error.retryAfterSeconds);
        throw error;
      }
      if (!account) return again(401, 'wrongCredentials');

      await limits.perAddressLogin.reset(pairKey);
      reply.hijack();
      return provider.interactionFinished(request.raw, reply.raw, { login: { accountId: account.accountId, remember: false } }, { mergeWithLastSubmission: false });
    });
  });
}
