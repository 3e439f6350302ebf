import { useEffect, useState } from "react";
import { PAGE_CHANGED, type PageChanged } from "../../shared/pageEvents.ts";

/**
 * The version of `file` (its path in the config: `pages/promo.json`, `site.json`) on disk as the dev server last
 * announced it (null once removed), or undefined while no change was announced since the file was opened. The server
 * sends it over Vite's HMR socket as the file changes (decision 037).
 */
export function useDiskVersion(file: string): { version: string | null } | undefined {
  const [disk, setDisk] = useState<{ version: string | null }>();
  useEffect(() => {
    const hot = import.meta.hot;
    if (!hot) return;
    const onChange = (change: PageChanged) => {
      if (change.file === file) setDisk({ version: change.version });
    };
    hot.on(PAGE_CHANGED, onChange);
    // Vitest's stand-in for import.meta.hot has `on` without `off`.
    return () => (hot.off as typeof hot.off | undefined)?.(PAGE_CHANGED, onChange);
  }, [file]);
  return disk;
}
