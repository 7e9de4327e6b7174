/**
 * Keys of the identifiers a DSN carries. SIREN and SIRET: Luhn key (INSEE; NEODeS controls
 * S21.G00.06.001/CSL-11 and S21.G00.11.001/CSL-12 of the cahier technique). NIR: key = 97 − (the 13 characters
 * as a number, mod 97), Corsica's '2A' and '2B' counted as 19 and 18 (INSEE's rule for the key; the NEODeS
 * workbook does not state the key, since S21.G00.30.001 carries the 13 characters without it). IBAN: ISO 13616
 * mod-97 (control S21.G00.20.004/CSL-11).
 */

/** Luhn check of a string of digits. */
export function luhnValid(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A SIREN: 9 digits, Luhn key. */
export function isValidSiren(siren: string): boolean {
  return /^[0-9]{9}$/.test(siren) && luhnValid(siren);
}

/**
 * A SIRET: 14 digits, a valid SIREN, a NIC other than 00000, and the Luhn key on the 14 digits. La Poste's
 * establishments (SIREN 356000000) follow another rule (sum of digits multiple of 5), accepted too.
 */
export function isValidSiret(siret: string): boolean {
  if (!/^[0-9]{14}$/.test(siret) || siret.endsWith('00000')) return false;
  if (siret.startsWith('356000000')) {
    return [...siret].reduce((sum, d) => sum + Number(d), 0) % 5 === 0;
  }
  return isValidSiren(siret.slice(0, 9)) && luhnValid(siret);
}

/** The 13 characters of a NIR as a number for its key (Corsica: 2A → 19, 2B → 18). */
function nirNumber(nir13: string): bigint {
  const department = nir13.slice(5, 7);
  const digits =
    department === '2A'
      ? `${nir13.slice(0, 5)}19${nir13.slice(7)}`
      : department === '2B'
        ? `${nir13.slice(0, 5)}18${nir13.slice(7)}`
        : nir13;
  return BigInt(digits);
}

/** Shape of a NIR without its key: sex, year, month, département (2A/2B), commune, order number. */
export const NIR13_PATTERN = /^[1-8][0-9]{2}(0[1-9]|1[0-2]|[2-9][0-9])(2[AB]|[0-9]{2})[0-9]{6}$/;

/** The two-digit key of a NIR given on 13 characters. */
export function nirKey(nir13: string): string {
  return String(97n - (nirNumber(nir13) % 97n)).padStart(2, '0');
}

/** A NIR with its key (15 characters): shape and key. */
export function isValidNirWithKey(nir: string): boolean {
  const nir13 = nir.slice(0, 13);
  return (
    nir.length === 15 &&
    NIR13_PATTERN.test(nir13) &&
    /^[0-9]{2}$/.test(nir.slice(13)) &&
    nirKey(nir13) === nir.slice(13)
  );
}

/** An IBAN: country, key, then up to 30 letters or digits, mod-97 = 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = char >= 'A' ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}
