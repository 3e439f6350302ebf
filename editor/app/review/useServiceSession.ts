import { useAccount } from "../accounts/AccountContext.tsx";
import type { Permission } from "../../shared/permissions.ts";

/**
 * What the signed-in person may do on the editor service, or undefined on the dev server (no one is signed in there):
 * review, preview links and the agenda exist only on the service.
 */
export function useServicePermissions(): readonly Permission[] | undefined {
  const { person, permissions } = useAccount();
  return person ? permissions : undefined;
}
