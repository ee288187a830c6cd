// The parts of @20minutes/s3rver (an S3-compatible server for tests; it ships no types) that tests use.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
