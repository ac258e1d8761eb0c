/** What every /json reply of one result is: `{"result":` the result `}`. */
const OPEN = Buffer.from('{"result":');
const CLOSE = Buffer.from('}');

/**
 * A method's result with its JSON text already built, in parts (text, or bytes held between
 * requests, such as a page's sections): a single /json call sends the parts as they are instead of
 * serialising `value` again. The parts joined must be exactly JSON.stringify(value); anywhere else
 * (multi/read) the value serialises as usual, through toJSON.
 */
export class SerializedResult<Value> {
  constructor(
    readonly value: Value,
    readonly parts: ReadonlyArray<string | Buffer>,
  ) {}

  /** The reply's body, `{"result":…}`, as bytes. */
  envelope(): Buffer {
    const bytes = this.parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part));
    return Buffer.concat([OPEN, ...bytes, CLOSE]);
  }

  toJSON(): Value {
    return this.value;
  }
}
