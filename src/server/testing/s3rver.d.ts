// The little of s3rver (a test dependency without types) that the tests use.
declare module 's3rver' {
  import type { Server } from 'node:http';

  export default class S3rver {
    constructor(options: {
      readonly address: string;
      readonly port: number;
      readonly directory: string;
      readonly silent: boolean;
      readonly configureBuckets: readonly { readonly name: string }[];
    });
    /** Koa's middleware list (the context is Koa's); the router is its last entry until run() composes it. */
    readonly middleware: ((context: never, next: () => Promise<void>) => Promise<void>)[];
    run(): Promise<{ readonly address: string; readonly port: number }>;
    close(): Promise<void>;
    readonly httpServer: Server;
  }
}
