import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { htmlFromStringBody, htmlQuery, htmlSaveBody, imageUrlBody } from '../../../shared/api/driveApp.ts';
import { BOOK_HTML_BODY_LIMIT, DRIVE_PATHS } from '../../../shared/api/driveAppPaths.ts';
import type { WireImageData } from '../../../shared/api/driveAppTypes.ts';
import type { Caller } from '../../auth/callers.ts';
import { createBookDocument, saveBookDocument } from '../../book/bookDocuments.ts';
import { bookHtmlFor } from '../../book/bookReading.ts';
import { addUrlencodedParser, readForm } from '../../book/formBody.ts';
import { fetchImage, type ImageFetchDeps } from '../../book/imageFetch.ts';
import type { DriveDeps } from '../../drive/driveDeps.ts';
import { asUploadError, sendUploadError } from '../../drive/uploads/uploadErrors.ts';
import { sendErrors } from '../../http/present.ts';
import { callerFor, parseOr400, respond, viewerOf } from './routeKit.ts';
import { userNoAllowed } from './fileRouteSupport.ts';

// Book documents (issue 20; spec §7): create, save and read a sanitised HTML
// page, and fetch a picture from the web for the editor. Thin: the caller,
// the form, its schema, a service in server/book, the answer. Forms come as
// multipart, urlencoded or JSON (book/formBody.ts), in this scope only.
// Every signed-in user may use them (the editor page is DOT-ADMIN's, but the
// reader and conversion serve everyone); docs/book.md says why.

export interface BookRouteDeps {
  /** The image fetch's resolver and connector (tests pass their own; nothing leaves the machine). */
  readonly imageFetch?: Partial<ImageFetchDeps>;
}

type Action = 'createFile' | 'changeFile';

/** The caller (signed in), then the form, then its fields against the schema and USER_NO; undefined once an error was sent. */
async function callerAndForm<T>(
  deps: DriveDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  action: Action,
  schema: Parameters<typeof parseOr400<T>>[0],
): Promise<{ caller: Caller; body: T } | undefined> {
  const caller = await callerFor(deps, request, reply, action);
  if (!caller) return undefined;
  let form;
  try {
    form = await readForm(request, BOOK_HTML_BODY_LIMIT);
  } catch (error) {
    sendUploadError(reply, asUploadError(error, BOOK_HTML_BODY_LIMIT));
    return undefined;
  }
  if (!form.ok) {
    sendErrors(reply, form.status, { code: form.code, msg: form.msg });
    return undefined;
  }
  const body = parseOr400(schema, form.body, reply);
  if (body === undefined) return undefined;
  if (!userNoAllowed(caller, (body as { USER_NO?: string }).USER_NO, reply)) return undefined;
  return { caller, body };
}

export function registerBookRoutes(app: FastifyInstance, deps: DriveDeps, book: BookRouteDeps = {}): void {
  app.register(async (scope) => {
    // Text fields only: one part per field, HTML_STRING up to the body limit; a file part is refused by readForm.
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { parts: 12, fields: 10, files: 1, fieldSize: BOOK_HTML_BODY_LIMIT, fileSize: 1 } });
    addUrlencodedParser(scope, BOOK_HTML_BODY_LIMIT);

    scope.post(DRIVE_PATHS.htmlFromString, { bodyLimit: BOOK_HTML_BODY_LIMIT }, async (request, reply) => {
      const input = await callerAndForm(deps, request, reply, 'createFile', htmlFromStringBody);
      if (!input) return reply;
      return respond(reply, () => createBookDocument(deps, input.caller.userRowNo, input.body), 201);
    });

    scope.put(DRIVE_PATHS.html, { bodyLimit: BOOK_HTML_BODY_LIMIT }, async (request, reply) => {
      const input = await callerAndForm(deps, request, reply, 'changeFile', htmlSaveBody);
      if (!input) return reply;
      return respond(reply, () => saveBookDocument(deps, input.caller.userRowNo, input.body));
    });

    scope.get(DRIVE_PATHS.html, async (request, reply) => {
      const query = parseOr400(htmlQuery, request.query, reply);
      if (!query) return reply;
      // A published document opens for anyone, guests too (the library's reader); the service refuses the rest.
      const caller = await callerFor(deps, request, reply, 'readFile', query.USER_NO);
      if (caller === undefined) return reply;
      return respond(reply, () => bookHtmlFor(deps, viewerOf(caller), query.DTM_NO));
    });

    scope.post(DRIVE_PATHS.imageUrlToBase64, async (request, reply) => {
      const input = await callerAndForm(deps, request, reply, 'createFile', imageUrlBody);
      if (!input) return reply;
      return respond(reply, async (): Promise<WireImageData> => {
        const image = await fetchImage(input.body.imageUrl, book.imageFetch);
        return { IMAGE: `data:${image.contentType};base64,${image.bytes.toString('base64')}`, CONTENT_TYPE: image.contentType, SIZE: image.bytes.length };
      });
    });
  });
}
