import { SITE_DATA, shownPiece } from "../../../shared/siteData.ts";
import { t } from "../../strings.ts";

/** The collection's columns a template's text can name: every one but the end of the pages' addresses. */
const namedColumns = (columns: string[]) => columns.filter((column) => column !== "slug");

/**
 * The "Inserir dado do site" menu beside a text field: the site's data by name (the brand's name, a phone…) and, in a
 * collection's template, the collection's columns ("Coluna: cidade"). Choosing one hands over the piece as the field
 * shows it ("[Nome da marca]"), to be put at the field's cursor; the marketer never types a placeholder.
 */
export function InsertSiteData({
  label,
  columns,
  onPick,
}: {
  label: string;
  columns?: string[];
  onPick: (piece: string) => void;
}) {
  const named = namedColumns(columns ?? []);
  return (
    <select
      className="input input--insert-column"
      aria-label={t.insertSiteDataIn(label)}
      value=""
      onChange={(event) => event.target.value && onPick(event.target.value)}
    >
      <option value="">{t.insertSiteData}</option>
      {named.length > 0 && (
        <optgroup label={t.collectionColumns}>
          {named.map((column) => (
            <option key={column} value={shownPiece(`row.${column}`)}>
              {t.columnPiece(column)}
            </option>
          ))}
        </optgroup>
      )}
      <optgroup label={t.siteData}>
        {SITE_DATA.map((piece) => (
          <option key={piece.path} value={shownPiece(piece.path)}>
            {piece.label}
          </option>
        ))}
      </optgroup>
    </select>
  );
}
