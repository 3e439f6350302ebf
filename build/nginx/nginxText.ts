/** A piece of the nginx config: lines at `http` level (map, split_clients) and lines inside the site's `server`. */
export interface ConfPart {
  http?: string[];
  server?: string[];
}

/** A value as an nginx string: in double quotes, with its quotes and backslashes escaped. */
export function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, "\\$&")}"`;
}

/** A block: its head and opening brace, its lines indented by four spaces (blank lines kept blank), the brace. */
export function block(head: string, lines: string[]): string[] {
  return [`${head} {`, ...lines.map((line) => (line === "" ? "" : `    ${line}`)), "}"];
}

/** Text as `# ` comment lines, one per line given. */
export function comment(...lines: string[]): string[] {
  return lines.map((line) => `# ${line}`.trimEnd());
}
