/**
 * A method's result with its JSON text already built (from parts held between requests, such as a
 * page's sections): a single /json call sends `json` as it is instead of serialising `value` again.
 * `json` must be exactly JSON.stringify(value); anywhere else (multi/read) the value serialises
 * as usual, through toJSON.
 */
export class SerializedResult<Value> {
  constructor(
    readonly value: Value,
    readonly json: string,
  ) {}

  toJSON(): Value {
    return this.value;
  }
}
