// Where a new picture comes from: a file uploaded into the drive (POST
// /doc/image, multipart field FILE) or a web address the server fetches and
// answers as a data URL (POST /doc/image-url-to-base64 { imageUrl }). The
// document keeps only drive addresses and data URLs (core's HTML rules).

import { DRIVE_APP_PREFIX, DRIVE_FILE_PREFIX, DRIVE_PATHS } from '../../../../shared/api/driveAppPaths.ts';
import type { ApiClient } from '../../../api/apiTypes.ts';

export const IMAGE_URL_TO_BASE64_PATH = `${DRIVE_APP_PREFIX}/doc/image-url-to-base64`;

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/;

/**
 * The picture's address in an answer: the first drive address or image data
 * URL found in it, wherever the server puts it (the upload answers the
 * stored file; its address field is read by value, not by name).
 */
export function imageAddressOf(answer: unknown): string | undefined {
  if (typeof answer === 'string') return answer.startsWith(`${DRIVE_FILE_PREFIX}/`) || DATA_IMAGE.test(answer) ? answer : undefined;
  if (Array.isArray(answer)) {
    for (const item of answer) {
      const found = imageAddressOf(item);
      if (found) return found;
    }
    return undefined;
  }
  if (answer !== null && typeof answer === 'object') return imageAddressOf(Object.values(answer));
  return undefined;
}

/** Uploads a picture file into the drive; its address, or undefined when it failed. */
export async function uploadImage(api: ApiClient, file: File): Promise<string | undefined> {
  const form = new FormData();
  form.append('FILE', file);
  const answer = await api.post(DRIVE_PATHS.uploadImage, { form, auth: true });
  return answer.ok ? imageAddressOf(answer.data) : undefined;
}

/** Asks the server to fetch a web picture; its data URL, or undefined when it failed. */
export async function fetchImage(api: ApiClient, imageUrl: string): Promise<string | undefined> {
  const answer = await api.post(IMAGE_URL_TO_BASE64_PATH, { body: { imageUrl }, rawKeys: true, auth: true });
  return answer.ok ? imageAddressOf(answer.data) : undefined;
}
