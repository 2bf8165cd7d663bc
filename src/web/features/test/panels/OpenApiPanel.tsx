import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { OPENAPI_PATH } from '../../../../shared/api/openApiPath.ts';
import { groupOperations, type OperationView } from '../logic/openApiView.ts';
import { testPageMessages as m } from '../messages.ts';

async function fetchDocument(): Promise<unknown> {
  const response = await fetch(OPENAPI_PATH);
  if (!response.ok) throw new Error(`GET ${OPENAPI_PATH} answered ${response.status}`);
  return response.json();
}

/**
 * /test/openapi: the server's OpenAPI 3.1 document, read: one heading per app
 * and per call (so a screen reader can jump between them), each call's
 * summary, who may make it, its parameters and its request and response
 * shapes.
 */
export default function OpenApiPanel() {
  const intl = useIntl();
  const document = useQuery({ queryKey: ['openapi'], queryFn: fetchDocument, staleTime: Infinity });
  if (document.isPending) return <p className="field-note">{intl.formatMessage(m.loading)}</p>;
  if (document.isError) return <p className="field-error">{intl.formatMessage(m.openapiFailed)}</p>;
  const groups = groupOperations(document.data);
  const count = groups.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <>
      <p>
        {intl.formatMessage(m.openapiCount, { apps: groups.length, count })} <a href={OPENAPI_PATH}>{intl.formatMessage(m.openapiLink)}</a>
      </p>
      {groups.map((group) => (
        <section key={group.app} className="panel" aria-labelledby={`app-${group.app}`}>
          <h2 id={`app-${group.app}`}>{group.app}</h2>
          {group.operations.map((operation) => (
            <Operation key={`${operation.method} ${operation.path}`} operation={operation} />
          ))}
        </section>
      ))}
    </>
  );
}

function Operation({ operation }: { readonly operation: OperationView }) {
  const intl = useIntl();
  const auth = { none: m.authNone, optional: m.authOptional, required: m.authRequired, unknown: undefined }[operation.auth];
  return (
    <article className="api-operation">
      <h3 lang="en" dir="ltr">
        <code>
          {operation.method} {operation.path}
        </code>
      </h3>
      <p lang="en">{operation.summary}</p>
      {auth && <p className="field-note">{intl.formatMessage(auth)}</p>}
      {operation.parameters.length > 0 && (
        <table className="api-parameters">
          <caption>{intl.formatMessage(m.parameters)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.parameterName)}</th>
              <th scope="col">{intl.formatMessage(m.parameterIn)}</th>
              <th scope="col">{intl.formatMessage(m.parameterRequired)}</th>
              <th scope="col">{intl.formatMessage(m.parameterType)}</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.in}-${parameter.name}`}>
                <td>
                  <code>{parameter.name}</code>
                </td>
                <td>{parameter.in}</td>
                <td>{intl.formatMessage(parameter.required ? m.yes : m.no)}</td>
                <td>
                  <code>{parameter.type}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {operation.request && <Shape heading={intl.formatMessage(m.requestShape)} json={operation.request} />}
      {operation.response && <Shape heading={intl.formatMessage(m.responseShape)} json={operation.response} />}
    </article>
  );
}

function Shape({ heading, json }: { readonly heading: string; readonly json: string }) {
  return (
    <>
      <h4>{heading}</h4>
      <pre className="api-shape" lang="en" dir="ltr">
        {json}
      </pre>
    </>
  );
}
