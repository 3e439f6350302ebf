import type { PageConfig } from "../../schema/generated/page.ts";
import { blockRegistry } from "../../blocks/registry.generated.ts";
import { blockTypesIn } from "../../renderer/blocks/blockRegistry.ts";
import { rowPage } from "../../model/content/collections.ts";
import { interpolate } from "../../model/content/interpolate.ts";
import type { CollectionRow } from "../../schema/generated/collection.ts";
import { placeholderSource } from "../../renderer/site/siteConfig.ts";

/** A page as the preview shows it. */
export interface PreviewPage {
  config: PageConfig;
  /** Every address of the page (route and aliases). */
  routes: string[];
  /** For each block shown, its index in the page as edited (blocks without a component are left out). */
  shown: number[];
  /** Block types the page uses that the site has no component for (a block folder with only a schema). */
  unknownTypes: string[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/**
 * The page as edited, made ready for the site's renderer: placeholders filled from site.json as on the site (and, for
 * a collection's template, from `row` by the build's own rowPage, :slug included, so the preview is the built page),
 * chat links without their service group (so every chat button keeps its prefilled fallback address and the
 * preview asks no service), and blocks the renderer has no component for left out (and named).
 */
export function previewPage(
  edited: Record<string, unknown>,
  known: readonly string[] = blockTypesIn(blockRegistry),
  row?: CollectionRow,
): PreviewPage {
  const config = (
    row ? rowPage(edited as unknown as PageConfig, row, placeholderSource) : interpolate(edited, placeholderSource)
  ) as Record<string, unknown>;
  const links = Object.fromEntries(
    Object.entries(isObject(config.links) ? config.links : {}).map(([name, link]) => {
      const { grupo: _grupo, endpoint: _endpoint, ...fixed } = isObject(link) ? link : {};
      return [name, fixed];
    }),
  );
  const blocks = Array.isArray(config.blocks) ? config.blocks : [];
  const shown = blocks.flatMap((block, index) =>
    isObject(block) && known.includes(String(block.type)) ? [index] : [],
  );
  const unknownTypes = [
    ...new Set(
      blocks
        .filter((block) => !(isObject(block) && known.includes(String(block.type))))
        .map((block) => String(isObject(block) ? block.type : block)),
    ),
  ];
  const route = typeof config.route === "string" ? config.route : "/";
  const aliases = Array.isArray(config.aliases)
    ? config.aliases.map((alias) => (isObject(alias) ? String(alias.route) : ""))
    : [];
  return {
    config: { ...config, route, links, blocks: shown.map((index) => blocks[index]) } as unknown as PageConfig,
    routes: [route, ...aliases],
    shown,
    unknownTypes,
  };
}
