import { useEffect, useState } from "react";
import type { Permission } from "../../shared/permissions.ts";
import { serviceApi } from "./serviceApi.ts";

/**
 * What the signed-in person may do on the editor service, or undefined on the dev server (or until it is known):
 * review, preview links and the agenda exist only on the service.
 */
export function useServicePermissions(): readonly Permission[] | undefined {
  const [permissions, setPermissions] = useState<readonly Permission[]>();
  useEffect(() => {
    let current = true;
    void serviceApi.session().then((answer) => {
      if (current && answer.ok && answer.value.mode === "service") setPermissions(answer.value.permissions);
    });
    return () => {
      current = false;
    };
  }, []);
  return permissions;
}
