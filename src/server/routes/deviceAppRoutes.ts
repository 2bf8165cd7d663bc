import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEVICE_PATHS, FIRMWARE_MAX_BYTES } from '../../shared/api/deviceAppPaths.ts';
import { firmwareCheckQuery, firmwareReleasesQuery } from '../../shared/api/firmwareEndpoints.ts';
import { ROLES } from '../../shared/auth/roles.ts';
import type { Caller, CallerResolver } from '../auth/callers.ts';
import type { BlobStore } from '../blobs/blobStore.ts';
import type { Database } from '../db/database.ts';
import { setAttachmentHeaders } from '../drive/downloads/attachment.ts';
import { discardRest } from '../drive/uploads/intake.ts';
import { asUploadError } from '../drive/uploads/uploadErrors.ts';
import { addRelease, checkFirmware, displayHardware, listReleases, presentSigningKey, releaseFile, withdrawRelease, type FirmwareDeps } from '../firmware/firmwareCatalogue.ts';
import { FirmwareError, firmwareRefusal } from '../firmware/firmwareErrors.ts';
import { checkDeclaredLength, receiveRelease, type ReceivedRelease } from '../firmware/firmwareUpload.ts';
import type { FirmwareSigningKey } from '../firmware/signingKey.ts';
import { AUTH_CODES, forbidden, optionalCaller } from '../http/authGuards.ts';
import { sendData, sendErrors } from '../http/present.ts';
import { parseOr400 } from './driveApp/routeKit.ts';

// The device app (issue 24): the firmware catalogue, the operator's, one per
// server (docs/device.md, "Firmware catalogue (server)"). Every call needs a
// signed-in user (a guest is 401, a token of another issuer is refused by the
// token check, 401 too); writing (a new release, a withdrawal) is DOT-ADMIN's
// alone (403 FORBIDDEN for a DOT-USER). Thin routes: the rules are in
// firmware/.

export interface DeviceAppOptions {
  readonly signingKey: FirmwareSigningKey | undefined;
  /** The largest firmware file (FIRMWARE_MAX_BYTES; tests make it small). */
  readonly maxBytes?: number;
  readonly now?: () => Date;
}

function refused(reply: FastifyReply, error: unknown) {
  if (error instanceof FirmwareError) return sendErrors(reply, error.status, { code: error.code, msg: error.message });
  throw error;
}

export function registerDeviceAppRoutes(app: FastifyInstance, database: Database, blobs: BlobStore, resolveCaller: CallerResolver, options: DeviceAppOptions): void {
  const deps: FirmwareDeps = { db: database.db, blobs, signingKey: options.signingKey, maxBytes: options.maxBytes ?? FIRMWARE_MAX_BYTES, now: options.now ?? (() => new Date()) };

  /** The signed-in caller, or undefined once 401 (a guest, a bad token) or 503 has been sent. */
  async function signedIn(request: FastifyRequest, reply: FastifyReply): Promise<Caller | undefined> {
    const caller = await optionalCaller(resolveCaller, request, reply);
    if (caller === null) {
      reply.header('WWW-Authenticate', 'Bearer');
      sendErrors(reply, 401, { code: AUTH_CODES.unauthorized, msg: 'Sign in to use the firmware catalogue.' });
      return undefined;
    }
    if (caller) reply.header('Cache-Control', 'no-store');
    return caller ?? undefined;
  }

  /** A DOT-ADMIN caller, or undefined once 401 or 403 has been sent. */
  async function administrator(request: FastifyRequest, reply: FastifyReply): Promise<Caller | undefined> {
    const caller = await signedIn(request, reply);
    if (!caller) return undefined;
    if (!caller.roles.includes(ROLES.admin)) {
      forbidden(reply);
      return undefined;
    }
    return caller;
  }

  app.get(DEVICE_PATHS.firmwareReleases, async (request, reply) => {
    const query = parseOr400(firmwareReleasesQuery, request.query, reply);
    if (!query) return reply;
    if (!(await signedIn(request, reply))) return reply;
    try {
      return sendData(reply, await listReleases(deps, query.MODEL));
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.get(DEVICE_PATHS.firmwareCheck, async (request, reply) => {
    const query = parseOr400(firmwareCheckQuery, request.query, reply);
    if (!query) return reply;
    if (!(await signedIn(request, reply))) return reply;
    try {
      return sendData(reply, await checkFirmware(deps, { model: query.MODEL, firmware: query.FIRMWARE ?? '', hardware: displayHardware(query.HARDWARE) }));
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.get(DEVICE_PATHS.firmwareSigningKey, async (request, reply) => {
    if (!(await signedIn(request, reply))) return reply;
    return sendData(reply, presentSigningKey(deps.signingKey));
  });

  app.get<{ Params: { id: string } }>(DEVICE_PATHS.firmwareFile, async (request, reply) => {
    if (!(await signedIn(request, reply))) return reply;
    try {
      const { stream, size, fileName } = await releaseFile(deps, request.params.id);
      return setAttachmentHeaders(reply, { fileName, contentType: 'application/octet-stream', size }).send(stream);
    } catch (error) {
      return refused(reply, error);
    }
  });

  app.delete<{ Params: { id: string } }>(DEVICE_PATHS.firmwareRelease, async (request, reply) => {
    if (!(await administrator(request, reply))) return reply;
    try {
      return sendData(reply, await withdrawRelease(deps, request.params.id));
    } catch (error) {
      return refused(reply, error);
    }
  });

  // Multipart in this scope only, as the drive's uploads.
  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true, limits: { files: 1, fileSize: deps.maxBytes } });
    scope.post(DEVICE_PATHS.firmwareReleases, async (request, reply) => {
      const caller = await administrator(request, reply);
      if (!caller) {
        discardRest(request);
        return reply;
      }
      let received: ReceivedRelease | undefined;
      try {
        // Nothing is read while no release could be verified, nor a body too large to hold an allowed file.
        if (!deps.signingKey) throw firmwareRefusal.noKey();
        checkDeclaredLength(request, deps.maxBytes);
        received = await receiveRelease(request, deps.blobs, deps.maxBytes);
        return sendData(reply, await addRelease(deps, caller.userRowNo, received), 201);
      } catch (error) {
        if (received?.file) await deps.blobs.delete(received.file.key).catch(() => undefined);
        discardRest(request);
        if (error instanceof FirmwareError) return refused(reply, error);
        // The form itself was broken (not multipart, cut short, too many parts): the drive's words for it.
        const upload = asUploadError(error, deps.maxBytes);
        return sendErrors(reply, upload.status, { code: upload.code, msg: upload.message });
      }
    });
  });
}
