import { useIntl } from 'react-intl';
import { ROLES } from '../../../../shared/auth/roles.ts';
import { hasRole } from '../../../../shared/auth/session.ts';
import { useSession } from '../../../auth/SessionContext.tsx';
import { useDevice } from '../shell/DeviceContext.ts';
import { CatalogueAdmin } from './CatalogueAdmin.tsx';
import { DisplaySection } from './DisplaySection.tsx';
import { firmwareMessages as m } from './messages.ts';
import { UpdateSection } from './UpdateSection.tsx';
import { useFirmwareCheck } from './useFirmwareCheck.ts';

export default function FirmwareScreen() {
  const intl = useIntl();
  const { state } = useDevice();
  const info = state.status === 'connected' ? state.info : undefined;
  const check = useFirmwareCheck(info);
  const isAdmin = hasRole(useSession(), ROLES.admin);
  return (
    <>
      <p className="page-summary">{intl.formatMessage(m.summary)}</p>
      <DisplaySection info={info} checking={check.isFetching} onChecked={() => void check.refetch()} />
      {info && <UpdateSection check={check.data} failed={check.isError} checking={check.isFetching} />}
      {isAdmin && <CatalogueAdmin model={info?.name} />}
    </>
  );
}
