const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, ...FIRST_WEIGHTS];

function checkDigit(digits: string, weights: number[]): number {
  const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CNPJ (formatted or digits only) whose two check digits are right. */
export function isValidCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, "");
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  return (
    checkDigit(digits, FIRST_WEIGHTS) === Number(digits[12]) &&
    checkDigit(digits, SECOND_WEIGHTS) === Number(digits[13])
  );
}

/** A CNPJ as 00.000.000/0000-00. */
export function formatCnpj(value: string): string {
  return value.replace(/\D/g, "").replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");
}
