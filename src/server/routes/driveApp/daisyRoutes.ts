import type { FastifyInstance, FastifyReply } from 'fastify';
import { daisyConvertBody, daisyQuery } from '../../../shared/api/daisyEndpoints.ts';
import { DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import { SERVER_ERROR_CODES } from '../../../shared/api/errors.ts';
import { addUrlencodedParser, UrlencodedForm } from '../../book/formBody.ts';
import { daisyContents, daisyDownload, daisyState } from '../../daisy/service/daisyBook.ts';
import { daisyChoices, startDaisy } from '../../daisy/service/startDaisy.ts';
import { setAttachmentHeaders } from '../../drive/downloads/attachment.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { DriveError } from '../../drive/driveErrors.ts';
import { sendData, sendErrors } from '../../http/present.ts';
import { callerFor, parseOr400, respond } from './routeKit.ts';

// DAISY 3 talking books (issue 23; spec §7, docs/daisy.md "The job, storage
// and routes"): make one (POST /doc/daisy-convert), follow it
// (GET /doc/daisy-status), download it (GET /doc/daisy) and read its
// navigation (GET /doc/daisy-contents). Owner only: a guest is 401, someone
// else's document FILE_NOT_FOUND like every drive read.

export interface DaisyRouteDeps {
  /** A job was added: the DAISY runner looks now. */
  readonly wake: () => void;
}

/** A form or JSON object is a few short fields. */
const DAISY_BODY_LIMIT = 16 * 1024;

function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof DriveError) return sendErrors(reply, error.status, { code: error.code, msg: error.message });
  throw error;
}

export function registerDaisyRoutes(app: FastifyInstance, deps: DriveDeps, daisy: DaisyRouteDeps): void {
  app.register(async (scope) => {
    // The spec's clients send forms; JSON works as everywhere.
    addUrlencodedParser(scope, DAISY_BODY_LIMIT);

    scope.post(DRIVE_PATHS.daisyConvert, { bodyLimit: DAISY_BODY_LIMIT }, async (request, reply) => {
      const raw = request.body;
      if (raw instanceof UrlencodedForm && raw.repeated.length > 0) return sendErrors(reply, 400, { code: SERVER_ERROR_CODES.badRequest, msg: `A form field was sent more than once: ${raw.repeated.join(', ')}.` });
      const body = parseOr400(daisyConvertBody, raw instanceof UrlencodedForm ? { ...raw.fields } : raw, reply);
      if (!body) return reply;
      const caller = await callerFor(deps, request, reply, 'changeFile', body.USER_NO);
      if (!caller) return reply;
      try {
        const { started, created } = await startDaisy(deps, caller.userRowNo, body.DTM_NO, daisyChoices(body));
        if (created) daisy.wake();
        return sendData(reply, started, created ? 201 : 200);
      } catch (error) {
        return refused(reply, error);
      }
    });
  });

  app.get(DRIVE_PATHS.daisyStatus, async (request, reply) => {
    const query = parseOr400(daisyQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', query.USER_NO);
    if (!caller) return reply;
    return respond(reply, () => daisyState(deps, caller.userRowNo, query.DTM_NO));
  });

  app.get(DRIVE_PATHS.daisy, async (request, reply) => {
    const query = parseOr400(daisyQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', query.USER_NO);
    if (!caller) return reply;
    try {
      const book = await daisyDownload(deps, caller.userRowNo, query.DTM_NO);
      if (book.kind === 'pending') return reply.code(202).send({ data: book.value });
      const { stream, size, fileName } = book.value;
      return setAttachmentHeaders(reply, { fileName, contentType: 'application/zip', ...(size >= 0 ? { size } : {}) }).send(stream);
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.get(DRIVE_PATHS.daisyContents, async (request, reply) => {
    const query = parseOr400(daisyQuery, request.query, reply);
    if (!query) return reply;
    const caller = await callerFor(deps, request, reply, 'changeFile', query.USER_NO);
    if (!caller) return reply;
    try {
      const contents = await daisyContents(deps, caller.userRowNo, query.DTM_NO);
      if (contents.kind === 'pending') return reply.code(202).send({ data: contents.value });
      return sendData(reply, contents.value);
    } catch (error) {
      return refused(reply, error);
    }
  });
}
