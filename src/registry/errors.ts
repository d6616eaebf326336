/**
 * The register's errors. A RegisterError is the clerk's mistake (an unknown lot, a
 * claim the law refuses, a payment larger than what is owed): the command exits 2
 * with its message, and nothing is written.
 */

export class RegisterError extends Error {
  override name = "RegisterError";
  /** The provisions the refusal rests on, when the law refuses the event. */
  readonly provisions: readonly string[];

  constructor(message: string, provisions: readonly string[] = []) {
    super(message);
    this.provisions = provisions;
  }
}
