/**
 * The site's data a text can name (the brand's name, a phone, an e-mail…) as a marketer reads it: in a field the
 * piece shows as its label in brackets ("[Nome da marca]", "[Coluna: cidade]"), and what is saved stays the config's
 * placeholder (`{{brand.name}}`, `{{row.cidade}}`), so files written by hand keep working. No browser or Node API.
 */
import siteSchema from "../../schema/site.schema.json" with { type: "json" };

/** One piece of site data: its placeholder's path in site.json and its label. */
export interface SiteDataPiece {
  path: string;
  label: string;
}

/** The company's figures (site.json's `facts`), each by its field's label in the site's settings. */
const FACTS: SiteDataPiece[] = Object.entries(siteSchema.properties.facts.properties)
  .filter(([, field]) => field.type === "string")
  .map(([key, field]) => ({ path: `facts.${key}`, label: field.title }));

/** The pieces the "Inserir dado do site" menu offers, in its order. */
export const SITE_DATA: readonly SiteDataPiece[] = [
  { path: "brand.name", label: "Nome da marca" },
  { path: "brand.group", label: "Grupo da empresa" },
  { path: "brand.legalName", label: "Razão social" },
  { path: "brand.cnpj", label: "CNPJ da empresa" },
  { path: "contact.email", label: "E-mail de contato" },
  { path: "contact.salesPhone.display", label: "Telefone de vendas" },
  { path: "contact.salesPhone.tel", label: "Telefone de vendas, para ligar" },
  { path: "contact.supportPhone.display", label: "Telefone de suporte" },
  { path: "contact.supportPhone.tel", label: "Telefone de suporte, para ligar" },
  { path: "contact.address.street", label: "Endereço: rua e número" },
  { path: "contact.address.district", label: "Endereço: bairro" },
  { path: "contact.address.city", label: "Endereço: cidade" },
  { path: "contact.address.state", label: "Endereço: estado" },
  { path: "contact.address.zip", label: "Endereço: CEP" },
  { path: "externalLinks.systemLogin", label: "Link de acesso ao sistema" },
  { path: "externalLinks.ticketSite", label: "Link de abertura de chamados" },
  ...FACTS,
  { path: "year", label: "Ano atual" },
];

const COLUMN = "Coluna: ";
const OTHER = "Dado do site: ";
const PLACEHOLDER = /\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g;
const PIECE = /\[([^[\]]+)\]/g;

/** The label of the piece a placeholder's path names ("brand.name" → "Nome da marca", "row.cidade" → "Coluna: cidade"). */
export function pieceLabel(path: string): string {
  if (path.startsWith("row.")) return `${COLUMN}${path.slice(4)}`;
  return SITE_DATA.find((piece) => piece.path === path)?.label ?? `${OTHER}${path}`;
}

/** How a piece shows in a field: its label in brackets. */
export const shownPiece = (path: string): string => `[${pieceLabel(path)}]`;

/** The placeholder's path a label names, or undefined for brackets that are just text. */
function pathOf(label: string): string | undefined {
  if (label.startsWith(COLUMN) && /^\w+$/.test(label.slice(COLUMN.length))) return `row.${label.slice(COLUMN.length)}`;
  if (label.startsWith(OTHER) && /^[a-zA-Z][\w.]*$/.test(label.slice(OTHER.length))) return label.slice(OTHER.length);
  return SITE_DATA.find((piece) => piece.label === label)?.path;
}

/** A saved text as a field shows it: every placeholder as its label in brackets. */
export function shownText(saved: string): string {
  return saved.replace(PLACEHOLDER, (_, path: string) => shownPiece(path));
}

/** A field's text as it is saved: every label in brackets that names a piece back as its placeholder. */
export function savedText(shown: string): string {
  return shown.replace(PIECE, (whole, label: string) => {
    const path = pathOf(label);
    return path ? `{{${path}}}` : whole;
  });
}
