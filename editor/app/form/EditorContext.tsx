import { createContext, useContext } from "react";
import type { FieldPathList } from "@rjsf/utils";
import type { ChatLink } from "../../../schema/generated/page.ts";
import type { ImageFile } from "../../shared/api.ts";
import type { SitePlanChoice } from "./fields/sitePlanChoices.ts";

/** What the reference fields offer: the page's chat links, the site's routes and plans, and the images of public/img/. */
export interface EditorResources {
  links: Record<string, ChatLink>;
  routes: string[];
  images: ImageFile[];
  /**
   * Declares a chat link in the page's `links` and puts its name at `path` (from the page's root), as one edit.
   * Absent in site.json's form: its buttons cannot open a page's chat links, so none is offered there.
   */
  addLink?: (name: string, link: ChatLink, path: FieldPathList) => void;
  /** In a collection's template page: the collection's columns, offered in text fields as `{{row.…}}`. */
  rowColumns?: string[];
  /** The site's plans, which a plans block's card shows by choosing one by its name. */
  plans?: SitePlanChoice[];
}

const Resources = createContext<EditorResources | null>(null);

/** Provides the editor's resources to the generated fields. */
export const EditorResourcesProvider = Resources.Provider;

/** The editor's resources (links, routes, images). */
export function useEditorResources(): EditorResources {
  const resources = useContext(Resources);
  if (!resources) throw new Error("Os campos do editor precisam de um EditorResourcesProvider.");
  return resources;
}

const BasePath = createContext<FieldPathList>([]);

/** Where the form being rendered sits in the page (e.g. ["blocks", 2]): its fields' paths are relative to it. */
export const FormBasePathProvider = BasePath.Provider;

/** The path of the current form inside the page. */
export function useFormBasePath(): FieldPathList {
  return useContext(BasePath);
}

const HintId = createContext<string | undefined>(undefined);

/** The id of the form's note on text syntax (*destaque*, {{site.path}}), which its text fields point to. */
export const TextHintIdProvider = HintId.Provider;

/** The id of the current form's text syntax note. */
export function useTextHintId(): string | undefined {
  return useContext(HintId);
}
