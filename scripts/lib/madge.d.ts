// madge 8 ships no types: the part scripts/check-cycles.ts uses.
declare module 'madge' {
  interface MadgeOptions {
    baseDir?: string
    fileExtensions?: string[]
    tsConfig?: string
    excludeRegExp?: RegExp[]
    detectiveOptions?: Record<string, Record<string, unknown>>
  }
  interface MadgeResult {
    circular(): string[][]
  }
  export default function madge(path: string | string[], options?: MadgeOptions): Promise<MadgeResult>
}
