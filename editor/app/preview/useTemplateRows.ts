import { useEffect, useState } from "react";
import { api } from "../api.ts";
import { rowsOf } from "../collection/rowOps.ts";
import type { Row } from "../collection/spreadsheetPaste.ts";

/** The rows of the collection a template page belongs to (read once when it opens), or none for another page. */
export function useTemplateRows(collection: string | undefined): Row[] | undefined {
  const [rows, setRows] = useState<{ collection: string; rows: Row[] }>();
  useEffect(() => {
    if (collection === undefined) return;
    let current = true;
    void api.openCollection(collection).then((answer) => {
      if (current && answer.ok) setRows({ collection, rows: rowsOf(answer.value.data) });
    });
    return () => {
      current = false;
    };
  }, [collection]);
  return rows && rows.collection === collection ? rows.rows : undefined;
}
