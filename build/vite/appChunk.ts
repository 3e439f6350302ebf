/** What the bundler tells about a module: who imports it statically. */
type ModuleInfoOf = (id: string) => { importers: readonly string[] } | null;

/** React, React DOM, their scheduler and the module the entry imports them through: the largest part of every page's JavaScript to evaluate. */
export const REACT_MODULE = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]|[\\/]renderer[\\/]reactDom\.ts$/;

const APP_MODULE = /[\\/]renderer[\\/]main\.tsx$/;

/**
 * The primitives nearly every block renders with (a section, its heading, rich text, an image): a few hundred bytes
 * each, they ride with the app rather than in four tiny chunks that nearly every page would request anyway.
 */
const BLOCK_PRIMITIVE = /[\\/]renderer[\\/]ui[\\/](Section|MainHeading|RichText|Img)\.tsx$/;

/**
 * True for the app's module and every module it imports statically, at any depth: they load together on every
 * page, so one chunk serves them better than the many small ones automatic splitting makes of code that blocks
 * share with the app. Modules only blocks import stay in the blocks' chunks.
 */
export function isAppModule(id: string, moduleInfo: ModuleInfoOf, visiting = new Set<string>()): boolean {
  if (APP_MODULE.test(id) || BLOCK_PRIMITIVE.test(id)) return true;
  // Vite's own helpers (its dynamic-import helper, which the entry needs too) go where Vite puts them.
  if (id.startsWith("\0vite/")) return false;
  if (visiting.has(id)) return false;
  visiting.add(id);
  return (moduleInfo(id)?.importers ?? []).some((importer) => isAppModule(importer, moduleInfo, visiting));
}
