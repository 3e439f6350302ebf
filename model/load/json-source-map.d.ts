declare module "json-source-map" {
  /** Zero-based position of a JSON token. */
  export interface Location {
    line: number;
    column: number;
    pos: number;
  }
  export interface Mapping {
    value: Location;
    valueEnd: Location;
    key?: Location;
    keyEnd?: Location;
  }
  export function parse(source: string): { data: unknown; pointers: Record<string, Mapping> };
}
