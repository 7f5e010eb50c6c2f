// subset-font ships no types; this is the part of its API the site-font tool calls.
declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    readonly keepFeatures?: readonly string[];
    readonly variationAxes?: Readonly<Record<string, number | { readonly min: number; readonly max: number }>>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
