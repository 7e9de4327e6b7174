/**
 * `buildMonthlyDsn` refuses to build rather than guess: a missing or invalid field throws a DsnInputError
 * whose French message names the field and says what to fix.
 */

/** A field of the input that the declaration cannot be built without, or whose value is invalid. */
export class DsnInputError extends Error {
  override readonly name = 'DsnInputError';
  /** Path of the field in `MonthlyDsnInput`, e.g. 'company.siret' or 'individuals[0].person.nir'. */
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.field = field;
  }
}
