import type { Rolldown } from "vite";

/** The bundler's hooks a plugin can call `this.addWatchFile` from. */
const HOOKS = [
  "buildStart",
  "resolveId",
  "resolveDynamicImport",
  "load",
  "transform",
  "moduleParsed",
  "buildEnd",
  "renderStart",
  "renderChunk",
  "augmentChunkHash",
  "generateBundle",
  "writeBundle",
  "closeBundle",
] as const;

type Hook =
  ((this: unknown, ...args: unknown[]) => unknown) | { handler: (this: unknown, ...args: unknown[]) => unknown };
type WatchingContext = { addWatchFile(id: string): void; [REPORTING]?: true };
const REPORTING = Symbol("reporting watch files");

const handlerOf = (hook: unknown) =>
  typeof hook === "function" ? hook : (hook as { handler?: unknown } | undefined)?.handler;

/** A hook that, before it runs, makes its context's `addWatchFile` report each file too. */
function reportingHook(hook: Hook, report: (file: string) => void): Hook {
  const handler = handlerOf(hook) as (this: unknown, ...args: unknown[]) => unknown;
  const reporting = function (this: unknown, ...args: unknown[]) {
    const context = this as WatchingContext | undefined;
    if (context && typeof context.addWatchFile === "function" && !context[REPORTING]) {
      const add = context.addWatchFile;
      context.addWatchFile = (id: string) => {
        report(id);
        add.call(context, id);
      };
      context[REPORTING] = true;
    }
    return handler.apply(this, args);
  };
  return typeof hook === "function" ? reporting : { ...hook, handler: reporting };
}

/**
 * The bundler's plugins (as its `options` hook receives them), each hook reporting the files its plugin gives
 * `this.addWatchFile`: the files a build reads that are not modules (a stylesheet's `@import`, a `?raw` file, a
 * package.json). Rollup's `this.getWatchFiles()` lists them; Rolldown's plugin context has no such method, so the
 * list is gathered where it is made. Plugins without JavaScript hooks (the bundler's own, in Rust) are left as they are.
 */
export function reportingWatchFiles(
  plugins: Rolldown.InputOptions["plugins"],
  report: (file: string) => void,
): Rolldown.InputOptions["plugins"] {
  if (Array.isArray(plugins)) return plugins.map((plugin) => reportingWatchFiles(plugin, report));
  if (!plugins || typeof plugins !== "object") return plugins;
  const hooks = plugins as Record<string, unknown>;
  const reported = HOOKS.filter((name) => typeof handlerOf(hooks[name]) === "function");
  if (reported.length === 0) return plugins;
  const clone = Object.assign(Object.create(Object.getPrototypeOf(plugins) as object) as object, plugins);
  for (const name of reported) (clone as Record<string, unknown>)[name] = reportingHook(hooks[name] as Hook, report);
  return clone as Rolldown.Plugin;
}
