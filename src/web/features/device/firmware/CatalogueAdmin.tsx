import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useApi } from '../../../api/ApiContext.tsx';
import { useApiQuery } from '../../../api/useApiQuery.ts';
import { announce } from '../../../ui/announcer.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { firmwareErrorCode, listReleases, withdrawRelease, type FirmwareRelease } from './firmwareApi.ts';
import { firmwareMessages as m } from './messages.ts';
import { ReleaseForm } from './ReleaseForm.tsx';

/** DOT-ADMIN's part: the catalogue's releases (each can be withdrawn, after a confirmation) and the form that adds one. */
export function CatalogueAdmin({ model }: { readonly model: string | undefined }) {
  const intl = useIntl();
  const api = useApi();
  const queryClient = useQueryClient();
  const releases = useApiQuery(['firmware-releases'], listReleases);
  const [asked, setAsked] = useState<FirmwareRelease | undefined>();
  // The list and the display's comparison follow every change of the catalogue.
  const changed = () => Promise.all([queryClient.invalidateQueries({ queryKey: ['firmware-releases'] }), queryClient.invalidateQueries({ queryKey: ['firmware-check'] })]);

  async function withdraw(release: FirmwareRelease) {
    const result = await withdrawRelease(api, release.releaseNo);
    const names = { model: release.model, version: release.version };
    if (result.ok) announce(intl.formatMessage(m.withdrawn, names));
    else announce(intl.formatMessage(firmwareErrorCode(result) === 'FIRMWARE_NOT_FOUND' ? m.errorNotFound : m.withdrawFailed), 'assertive');
    await changed();
  }

  const list = releases.data ?? [];
  return (
    <section className="panel" aria-labelledby="firmware-admin">
      <h2 id="firmware-admin">{intl.formatMessage(m.adminHeading)}</h2>
      {list.length === 0 ? (
        releases.isSuccess && <p>{intl.formatMessage(m.noReleases)}</p>
      ) : (
        <table className="firmware-releases">
          <caption>{intl.formatMessage(m.releasesCaption)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.model)}</th>
              <th scope="col">{intl.formatMessage(m.version)}</th>
              <th scope="col">{intl.formatMessage(m.whatChanges)}</th>
              <th scope="col">{intl.formatMessage(m.actions)}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((release) => (
              <tr key={release.releaseNo}>
                <td>{release.model}</td>
                <td>{release.version}</td>
                <td className="firmware-notes">{release.notes}</td>
                <td>
                  <Button className="button" onPress={() => setAsked(release)}>
                    {intl.formatMessage(m.withdraw, { model: release.model, version: release.version })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {asked && (
        <ConfirmDialog
          title={intl.formatMessage(m.withdrawTitle)}
          body={intl.formatMessage(m.withdrawBody, { model: asked.model, version: asked.version })}
          confirmLabel={intl.formatMessage(m.withdrawConfirm)}
          destructive
          onAnswer={(confirmed) => {
            setAsked(undefined);
            if (confirmed) void withdraw(asked);
          }}
        />
      )}
      <ReleaseForm model={model} onAdded={() => void changed()} />
    </section>
  );
}
