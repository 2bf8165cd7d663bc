import { Breadcrumb, Breadcrumbs, Link } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { ROOT_GROUP_NO } from '../../../../shared/api/driveAppPaths.ts';
import { PATHS } from '../../../routes/paths.ts';
import type { FolderStep } from '../dialogs/FolderPicker.tsx';
import { browserMessages as m } from './messages.ts';

const folderHref = (no: string) => (no === ROOT_GROUP_NO ? PATHS.cloud : `${PATHS.cloud}?folder=${encodeURIComponent(no)}`);

/** Where the folder shown is: real links (a folder can open in a new tab), the last one the current page. */
export function FolderBreadcrumbs({ steps }: { readonly steps: readonly FolderStep[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(m.folderPath)}>
      <Breadcrumbs className="breadcrumbs" items={steps.map((step) => ({ ...step, id: step.no }))}>
        {(step) => (
          <Breadcrumb className="breadcrumb">
            <Link className="link" href={folderHref(step.no)}>
              {step.name}
            </Link>
          </Breadcrumb>
        )}
      </Breadcrumbs>
    </nav>
  );
}
