// The accessibility check before publishing: each Book document being
// published is checked as its checker panel would check it (the Book's
// storedDocumentProblems, loaded with the Book's code only when a Book
// document is published), and the dialog says how many problems each has, with
// a link that opens it in Book with the panel open (for the administrators,
// who edit in Book). A warning, not a refusal: publishing stays the person's choice.

import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { ROLES } from '../../../../shared/auth/roles.ts';
import { useApi } from '../../../api/ApiContext.tsx';
import { useSession } from '../../../auth/SessionContext.tsx';
import { announce } from '../../../ui/announcer.ts';
import { AppLink } from '../../../ui/AppLink.tsx';
import { checkerMessages } from '../../../ui/checker/messages.ts';
import { dialogMessages as m } from './messages.ts';

/** A Book document being published. */
export interface CheckedDocument {
  readonly dtmNo: string;
  readonly name: string;
}

interface Result extends CheckedDocument {
  readonly problems: number;
  readonly href: string;
}

export function PublishCheck({ documents }: { readonly documents: readonly CheckedDocument[] }) {
  const intl = useIntl();
  const client = useApi();
  const session = useSession();
  const canEdit = session?.roles.includes(ROLES.admin) ?? false;
  const [results, setResults] = useState<readonly Result[] | null>(null);

  useEffect(() => {
    if (documents.length === 0) return;
    let live = true;
    (async () => {
      const { checkHref, storedDocumentProblems } = await import('../../book/index.ts');
      const checked = await Promise.all(documents.map(async (document) => ({ ...document, problems: await storedDocumentProblems(client, document.dtmNo), href: checkHref(document.dtmNo) })));
      if (!live) return;
      const known = checked.filter((result): result is Result => result.problems !== null);
      setResults(known);
      const withProblems = known.filter((result) => result.problems > 0);
      if (withProblems.length > 0) announce(withProblems.map((result) => intl.formatMessage(m.publishCheckProblems, { name: result.name, count: result.problems })).join(' '));
    })().catch((error: unknown) => {
      // The Book's code did not arrive (offline): publishing goes on without the check, as it would for any other file.
      console.warn('The accessibility check before publishing could not run:', error);
    });
    return () => {
      live = false;
    };
  }, [client, documents, intl]);

  if (results === null || results.length === 0) return null;
  return (
    <section aria-labelledby="publish-check-heading" className="publish-check">
      <h3 id="publish-check-heading">{intl.formatMessage(checkerMessages.panelTitle)}</h3>
      <ul className="publish-check-list">
        {results.map((result) => (
          <li key={result.dtmNo}>
            {result.problems > 0 ? intl.formatMessage(m.publishCheckProblems, { name: result.name, count: result.problems }) : intl.formatMessage(m.publishCheckPassed, { name: result.name })}
            {result.problems > 0 && canEdit ? (
              <>
                {' '}
                <AppLink href={result.href}>{intl.formatMessage(m.publishCheckLink, { name: result.name })}</AppLink>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
