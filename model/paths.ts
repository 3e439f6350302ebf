import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Absolute path of the repository root. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const SCHEMA_DIR = join(ROOT, "schema");
export const BLOCKS_DIR = join(ROOT, "blocks");
export const GENERATED_DIR = join(SCHEMA_DIR, "generated");
export const PUBLIC_DIR = join(ROOT, "public");
export const DEFAULT_CONFIG_DIR = join(ROOT, "site.config");
/** The config folder's subfolders: one file per page, one file per collection (a template page and its rows). */
export const PAGES_FOLDER = "pages";
export const COLLECTIONS_FOLDER = "collections";
/** Models of sections the page editor copies into pages: content, but not routes (the build never reads them). */
export const SECTIONS_FOLDER = "sections";
export { EXPERIMENTS_FOLDER } from "./experiments/variantFiles.ts";
/** The config folder's file of the whole site's data (brand, navigation, footer, contacts, chat, services). */
export const SITE_FILE = "site.json";
