/** s3rver ships no type definitions; the part the cluster scripts use. */
declare module 's3rver' {
  type Options = {
    port: number
    address: string
    directory: string
    silent?: boolean
    configureBuckets?: { name: string; configs: string[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
