import type { Plugin } from "vite";
import { iconSprite } from "../icons/iconSprite.ts";

const MODULE_ID = "virtual:icon-sprite";
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where `vite dev` serves the sprite (under the base); builds emit it to assets/ with a content hash instead. */
const DEV_FILE = "__icon-sprite.svg";

/**
 * Makes `import spriteUrl from "virtual:icon-sprite"` the address of the icon sprite. In `vite build` the sprite is
 * emitted as a hashed asset and the module holds its final URL, the same in the client and the SSR build (same
 * content, same hash), so prerendered HTML and hydration agree. In `vite dev` the dev server serves it.
 */
export function iconSpritePlugin(): Plugin {
  let sprite: string | undefined;
  // Built on first use: rendering ~90 drawings is quick, but configs that never import the module skip it.
  const markup = () => (sprite ??= iconSprite());
  let build = false;
  let base = "/";
  return {
    name: "icon-sprite",
    configResolved(config) {
      build = config.command === "build";
      base = config.base;
    },
    resolveId: {
      filter: { id: new RegExp(`^${MODULE_ID}$`) },
      handler: () => RESOLVED_ID,
    },
    load: {
      filter: { id: new RegExp(`^\0${MODULE_ID}$`) },
      handler() {
        if (!build) return `export default ${JSON.stringify(`${base}${DEV_FILE}`)};`;
        const reference = this.emitFile({ type: "asset", name: "icons.svg", source: markup() });
        // Vite turns the file URL into base + assets/icons-<hash>.svg once the hash is known.
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      },
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split("?")[0] !== `${base}${DEV_FILE}`) return next();
        response.setHeader("Content-Type", "image/svg+xml");
        response.setHeader("Cache-Control", "no-cache");
        response.end(markup());
      });
    },
  };
}
