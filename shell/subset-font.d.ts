/** The part of `subset-font` (harfbuzz, no types of its own) that shell/brand-font.ts uses. */
declare module 'subset-font' {
  interface SubsetOptions {
    targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt';
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    /** The OpenType layout features to keep (all by default). */
    keepFeatures?: string[];
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
