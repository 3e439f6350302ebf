/**
 * Why a new password is refused: shorter than 12 characters, or easy to guess — among the passwords, names and words
 * attackers try first (zxcvbn-ts with its common and Brazilian Portuguese dictionaries), or made of the person's own
 * name and e-mail. Checked on the service only: the dictionaries never reach a browser.
 */
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as ptBr from "@zxcvbn-ts/language-pt-br";

/** The shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 200;
/** zxcvbn's score from 0 to 4; 3 means about 10⁸ guesses or more. */
const SCORE_REQUIRED = 3;

/** Sentences of the pt-BR dictionary that read badly, in a marketer's words. */
const WARNINGS = {
  ...ptBr.translations.warnings,
  topTen: "Esta é uma das senhas mais usadas.",
  topHundred: "Esta é uma das senhas mais usadas.",
  common: "Esta senha está entre as mais usadas.",
  similarToCommon: "Esta senha é parecida com uma das mais usadas.",
  userInputs: "Ela usa seu nome ou seu e-mail.",
};

let checker: ZxcvbnFactory | undefined;
/** Loads the dictionaries at the first check, not at start. */
const strength = () =>
  (checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: { ...ptBr.translations, warnings: WARNINGS },
  }));

/** The words of a name and an e-mail, alone and two by two ("anasouza"), which a password must not be made of. */
function personalWords(inputs: readonly string[]): string[] {
  const words = inputs.flatMap((input) => input.toLowerCase().split(/[\s@._+-]+/)).filter((word) => word.length >= 3);
  const pairs = words.flatMap((first, index) => words.slice(index + 1).map((second) => first + second));
  return [...new Set([...words, ...pairs])];
}

/** Why `password` is refused (pt-BR), or undefined; `person` gives the name and e-mail it must not be built from. */
export function weakPassword(password: string, person: readonly string[] = []): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Use uma senha com pelo menos ${PASSWORD_MIN_LENGTH} caracteres. Uma frase de três ou quatro palavras é fácil de lembrar.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use uma senha com no máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  const result = strength().check(password, personalWords(person));
  if (result.score >= SCORE_REQUIRED) return undefined;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : "";
  return `Esta senha é fácil de adivinhar.${why} Junte três ou quatro palavras sem relação entre si, que só você saberia combinar.`;
}
