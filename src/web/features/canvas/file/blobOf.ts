/** Exported content as a Blob of its media type. */
export function blobOf(content: string | Uint8Array, mediaType: string): Blob {
  // A copy typed as ArrayBuffer-backed, which Blob's parts require.
  return new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type: mediaType });
}
