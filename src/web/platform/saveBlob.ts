/**
 * Hands a file to the browser as a download: a Blob behind a temporary
 * object URL and a hidden <a download>. The URL is revoked a minute later,
 * since some browsers read it after click() returns.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
