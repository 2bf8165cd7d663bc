import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_ERROR_CODES } from '../../shared/api/errors.ts';
import { discardRest } from '../drive/uploads/intake.ts';
import { nulMessage, nulPathIn } from '../http/nulGuard.ts';

// The Book routes take their fields (spec §7: "takes a form") as
// multipart/form-data, application/x-www-form-urlencoded or JSON. Fastify
// reads JSON itself; the multipart plugin is registered by the routes' scope;
// the urlencoded parser here is ours, bounded, and added to that scope only.
// A form is a flat set of text fields: a field sent twice, or a file part,
// is a bad request rather than a guess at which one was meant.

/** A urlencoded body as the parser hands it on: the fields, and those sent more than once. */
export class UrlencodedForm {
  readonly fields: Readonly<Record<string, string>>;
  readonly repeated: readonly string[];
  constructor(fields: Record<string, string>, repeated: string[]) {
    this.fields = fields;
    this.repeated = repeated;
  }
}

export function parseUrlencoded(text: string): UrlencodedForm {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const repeated: string[] = [];
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) repeated.push(name);
    else fields[name] = value;
  }
  return new UrlencodedForm(fields, [...new Set(repeated)]);
}

/** Adds the urlencoded parser to a scope, with that scope's body limit. */
export function addUrlencodedParser(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, parseUrlencoded(String(body)));
  });
}

export type FormRead =
  | { readonly ok: true; readonly body: unknown }
  | { readonly ok: false; readonly status: 400 | 411 | 413; readonly code: string; readonly msg: string };

const bad = (msg: string): FormRead => ({ ok: false, status: 400, code: SERVER_ERROR_CODES.badRequest, msg });
const repeatedField = (names: readonly string[]) => bad(`A form field was sent more than once: ${names.join(', ')}.`);

/** U+0000 is refused at the edge, as in every form of the drive (http/nulGuard.ts): PostgreSQL text cannot hold it. */
function withoutNul(fields: Record<string, string>): FormRead {
  const where = nulPathIn(fields);
  return where === undefined ? { ok: true, body: fields } : bad(nulMessage(where));
}

/** Room for a multipart form's boundaries and part headers beyond its fields' limit. */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * The request's fields as one object, whatever its encoding. Fastify's body
 * limit does not reach a multipart body (the plugin reads the raw stream), so
 * a multipart form must declare its length within `bodyLimit` first; Node
 * reads no more than a Content-Length says. Multipart errors of the plugin
 * itself are thrown for the route to answer.
 */
export async function readForm(request: FastifyRequest, bodyLimit: number): Promise<FormRead> {
  if (request.isMultipart()) {
    const declared = request.headers['content-length'];
    if (declared === undefined || !/^\d{1,15}$/.test(declared)) {
      discardRest(request);
      return { ok: false, status: 411, code: SERVER_ERROR_CODES.badRequest, msg: 'A multipart form must be sent with its Content-Length.' };
    }
    if (Number(declared) > bodyLimit + MULTIPART_SLACK_BYTES) {
      discardRest(request);
      return { ok: false, status: 413, code: SERVER_ERROR_CODES.tooLarge, msg: 'The request body is too large.' };
    }
    const fields: Record<string, string> = Object.create(null) as Record<string, string>;
    const repeated = new Set<string>();
    let refusal: FormRead | undefined;
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Let it run off so the form can be read to its end, then refuse.
        part.file.resume();
        refusal ??= bad(`The form may hold only text fields; ${part.fieldname} is a file.`);
        continue;
      }
      if (part.valueTruncated) refusal ??= { ok: false, status: 413, code: SERVER_ERROR_CODES.tooLarge, msg: `The field ${part.fieldname} is too large.` };
      if (Object.hasOwn(fields, part.fieldname)) repeated.add(part.fieldname);
      else fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
    if (refusal) return refusal;
    if (repeated.size > 0) return repeatedField([...repeated]);
    return withoutNul({ ...fields });
  }
  const body = request.body;
  if (body instanceof UrlencodedForm) return body.repeated.length > 0 ? repeatedField(body.repeated) : withoutNul({ ...body.fields });
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) return { ok: true, body };
  return bad('The request must carry a form (multipart or urlencoded) or a JSON object.');
}
