// Said at start when the S3 bucket does not answer (s3Reachable.ts). A file of
// its own, so main.ts can recognise it without loading the AWS SDK.
export class BlobStoreUnreachableError extends Error {}
