import { useEffect, useState } from "react";
import { api } from "../api.ts";
import { sitePlanChoices, type SitePlanChoice } from "../form/fields/sitePlanChoices.ts";

/** The site's plans as its settings have them, read once as a page opens (none until they arrive, or if they cannot). */
export function useSitePlans(): SitePlanChoice[] {
  const [plans, setPlans] = useState<SitePlanChoice[]>([]);
  useEffect(() => {
    let current = true;
    void api
      .openSite()
      .then((answer) => {
        if (current && answer.ok) setPlans(sitePlanChoices(answer.value.data));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return plans;
}
