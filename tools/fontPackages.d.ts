/** The parts of subset-font and fontverter (neither ships types) that tools/brandFont.ts and its test use. */
declare module "subset-font" {
  export interface SubsetOptions {
    targetFormat?: "sfnt" | "woff" | "woff2";
    /** OpenType feature tags to keep (all when absent). */
    keepFeatures?: string[];
    /** Per axis: a value pins it, a range limits it. */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(font: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}

declare module "fontverter" {
  const fontverter: {
    convert(font: Buffer, format: "truetype" | "sfnt" | "woff" | "woff2"): Promise<Buffer>;
  };
  export default fontverter;
}
