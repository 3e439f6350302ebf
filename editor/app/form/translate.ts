import { englishStringTranslator, TranslatableString } from "@rjsf/utils";

/** pt-BR for the few strings rjsf itself shows (the editor's templates replace most of its interface). */
const PT_BR: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: "Item",
  [TranslatableString.EmptyArray]: "Nenhum item ainda.",
  [TranslatableString.YesLabel]: "Sim",
  [TranslatableString.NoLabel]: "Não",
  [TranslatableString.CloseLabel]: "Fechar",
  [TranslatableString.ErrorsLabel]: "Problemas",
  [TranslatableString.NewStringDefault]: "",
  [TranslatableString.AddButton]: "Adicionar",
  [TranslatableString.AddItemButton]: "Adicionar item",
  [TranslatableString.CopyButton]: "Duplicar",
  [TranslatableString.MoveDownButton]: "Descer",
  [TranslatableString.MoveUpButton]: "Subir",
  [TranslatableString.RemoveButton]: "Remover",
  [TranslatableString.OptionPrefix]: "Opção %1",
  [TranslatableString.TitleOptionPrefix]: "%1: opção %2",
  [TranslatableString.KeyLabel]: "Nome de %1",
  [TranslatableString.UnsupportedField]: "Campo sem suporte no editor.",
};

/** rjsf's translateString in pt-BR (English for anything not listed). */
export function translateString(key: TranslatableString, params?: string[]): string {
  const text = PT_BR[key];
  return text === undefined
    ? englishStringTranslator(key, params)
    : text.replace(/%(\d)/g, (_, index: string) => params?.[Number(index) - 1] ?? "");
}
