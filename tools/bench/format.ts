/** Bytes as KB with one decimal (1 KB = 1024 bytes). */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Milliseconds, rounded. */
export const ms = (value: number) => `${Math.round(value)} ms`;

/** A difference in milliseconds, rounded, with its sign. */
export const signedMs = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(Math.round(value))} ms`;

/** Milliseconds as seconds with one decimal. */
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** A signed percentage with two decimals. */
export const percent = (ratio: number) => `${ratio >= 0 ? "+" : ""}${(ratio * 100).toFixed(2)} %`;

/** The pass/fail mark of a target. */
export const mark = (pass: boolean) => (pass ? "✅" : "❌");

/** A long duration in minutes with one decimal. */
export const minutes = (value: number) => `${(value / 60_000).toFixed(1)} min`;
