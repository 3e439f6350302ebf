import { useEffect, useState } from "react";
import { api } from "../api.ts";
import { columnsNamed } from "./templateColumns.ts";

/** The columns template page `page` names, as the team is editing it (read once when the collection opens). */
export function useTemplateColumns(page: string): string[] {
  const [named, setNamed] = useState<{ page: string; columns: string[] }>();
  useEffect(() => {
    if (!page) return;
    let current = true;
    void api.open(page).then((answer) => {
      if (current && answer.ok) setNamed({ page, columns: columnsNamed(answer.value.data) });
    });
    return () => {
      current = false;
    };
  }, [page]);
  return named && named.page === page ? named.columns : [];
}
