import { useEffect, useState } from "react";
import { PAGE_CHANGED, type PageChanged } from "../../shared/pageEvents.ts";

/**
 * The version of page `name`'s file on disk as the dev server last announced it (null once removed), or undefined
 * while no change was announced since the page was opened. The server sends it over Vite's HMR socket as the file
 * changes (decision 037).
 */
export function useDiskVersion(name: string): { version: string | null } | undefined {
  const [disk, setDisk] = useState<{ version: string | null }>();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChange = (change: PageChanged) => {
      if (change.name === name) setDisk({ version: change.version });
    };
    hot.on(PAGE_CHANGED, onChange);
    return () => hot.off(PAGE_CHANGED, onChange);
  }, [name]);
  return disk;
}
