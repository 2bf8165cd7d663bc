import { PRODUCT_NAME } from '../../../../shared/product.ts';
import type { AppLocale } from '../../../../shared/i18n/locales.ts';
import type { Translate } from '../../../i18n/translator.ts';
import { signInMessages as m } from './signInMessages.ts';
import { escapeHtml, page } from './layout.ts';

interface PageContext {
  readonly locale: AppLocale;
  readonly t: Translate;
  /** The app's address, for the way back. */
  readonly appUrl: string;
}

function backLink(t: Translate, appUrl: string): string {
  return `<p><a class="button primary" href="${escapeHtml(appUrl)}">${escapeHtml(t(m.backTo, { product: PRODUCT_NAME }))}</a></p>`;
}

/** A sign-in problem the user cannot fix here: what happened, and the way back. */
export function problemPage({ locale, t, appUrl }: PageContext, problem: 'expired' | 'failed', details?: string): string {
  const title = t(m.problemTitle);
  const text = problem === 'expired' ? t(m.interactionExpired, { product: PRODUCT_NAME }) : t(m.somethingWentWrong);
  return page({
    locale,
    title: t(m.errorTitle, { title }),
    body: `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${details ? `<p class="details">${escapeHtml(t(m.details, { details }))}</p>\n` : ''}${backLink(t, appUrl)}`,
  });
}

/** After signing out when the app gave no address to return to. */
export function signedOutPage({ locale, t, appUrl }: PageContext): string {
  return page({ locale, title: t(m.signedOut), body: `<h1>${escapeHtml(t(m.signedOut))}</h1>\n${backLink(t, appUrl)}` });
}

/**
 * The sign-out confirmation around the provider's own form (it carries the
 * anti-forgery token). When the app asked with an ID token hint the user has
 * already chosen to sign out there, so a small script submits it at once;
 * without script, or without the hint, the user confirms with the button.
 */
export function confirmSignOutPage({ locale, t }: Omit<PageContext, 'appUrl'>, providerForm: string, autoSubmit: boolean): string {
  const question = t(m.signOutOf, { product: PRODUCT_NAME });
  return page({
    locale,
    title: question,
    ...(autoSubmit ? { script: 'auto-submit.js' } : {}),
    body: `<h1>${escapeHtml(question)}</h1>
${providerForm}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes" class="primary" autofocus${autoSubmit ? ' data-auto-submit' : ''}>${escapeHtml(t(m.signOut))}</button>
<button type="submit" form="op.logoutForm">${escapeHtml(t(m.staySignedIn))}</button>
</div>`,
  });
}
