/** One of the site's plans (site.json's `plans`) as a page's plan card offers it: its short name and its name. */
export interface SitePlanChoice {
  id: string;
  name: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** The plans of site.json's data (`plans`), in its order, each by its name (its short name when it has none). */
export function sitePlanChoices(site: unknown): SitePlanChoice[] {
  const plans = isObject(site) && isObject(site.plans) ? site.plans : {};
  return Object.entries(plans).map(([id, plan]) => {
    const name = isObject(plan) && typeof plan.name === "string" ? plan.name.trim() : "";
    return { id, name: name || id };
  });
}
