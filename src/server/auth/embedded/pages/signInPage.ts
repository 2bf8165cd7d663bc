import { PRODUCT_NAME } from '../../../../shared/product.ts';
import { bcp47, type AppLocale } from '../../../../shared/i18n/locales.ts';
import type { Translate } from '../../../i18n/translator.ts';
import { signInMessages as m } from './signInMessages.ts';
import { escapeHtml, page } from './layout.ts';

export type SignInProblem = 'loginIdMissing' | 'loginIdInvalid' | 'passwordMissing' | 'wrongCredentials' | 'tooManyAttempts' | 'busy';

export interface SignInView {
  readonly locale: AppLocale;
  readonly t: Translate;
  /** Where the form posts (the interaction's own address). */
  readonly action: string;
  readonly loginId?: string;
  readonly problem?: SignInProblem;
}

/**
 * The sign-in form. On a problem the title starts with "Error:", the
 * summary takes focus, and the field at fault is marked invalid and
 * described by its message (the GOV.UK error pattern), so a screen reader
 * user hears what went wrong and lands where to fix it.
 */
export function signInPage({ locale, t, action, loginId = '', problem }: SignInView): string {
  const heading = t(m.signInTo, { product: PRODUCT_NAME });
  const title = problem ? t(m.errorTitle, { title: heading }) : heading;
  const loginFault = problem === 'loginIdMissing' || problem === 'loginIdInvalid' || problem === 'wrongCredentials';
  const passwordFault = problem === 'passwordMissing' || problem === 'wrongCredentials';
  const described = (fault: boolean) => (fault ? ' aria-invalid="true" aria-describedby="problem-message"' : '');
  // Focus goes to the summary on a problem, otherwise to the first field to fill.
  const focusLogin = !problem && !loginId;
  const focusPassword = !problem && Boolean(loginId);

  const summary = problem
    ? `<div class="problem" role="alert" aria-labelledby="problem-heading" tabindex="-1" autofocus>
<h2 id="problem-heading">${escapeHtml(t(m.problemHeading))}</h2>
<p id="problem-message">${escapeHtml(t(m[problem]))}</p>
</div>
`
    : '';

  return page({
    locale,
    title,
    body: `<h1>${escapeHtml(heading)}</h1>
${summary}<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="locale" value="${escapeHtml(bcp47(locale))}">
<div class="field">
<label for="login">${escapeHtml(t(m.loginId))}</label>
<input id="login" name="login" type="text" value="${escapeHtml(loginId)}" autocomplete="username" autocapitalize="none" spellcheck="false" required maxlength="256"${described(loginFault)}${focusLogin ? ' autofocus' : ''}>
</div>
<div class="field">
<label for="password">${escapeHtml(t(m.password))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024"${described(passwordFault)}${focusPassword ? ' autofocus' : ''}>
</div>
<div class="actions">
<button type="submit" name="action" value="sign-in" class="primary">${escapeHtml(t(m.signIn))}</button>
<button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t(m.cancel))}</button>
</div>
</form>`,
  });
}
