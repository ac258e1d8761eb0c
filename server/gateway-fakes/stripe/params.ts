// Reading a request's decoded parameters the way Stripe validates them: unknown names refused
// ("Received unknown parameter"), integers and booleans checked, enums and metadata limits
// enforced, each refusal naming the parameter in bracket notation as Stripe's `param` does.
import type { FormObject, FormValue } from './form-body';
import { invalidRequest } from './stripe-errors';

/** `expand` is accepted by every endpoint. */
const ALWAYS_ALLOWED = ['expand'];

const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 };

export class Params {
  /**
   * `allowed` lists the names this endpoint takes; `prefix` is the hash these params sit in, so
   * an error about `number` inside `payment_method_data[card]` names `payment_method_data[card][number]`.
   */
  constructor(
    private readonly form: FormObject,
    allowed: readonly string[],
    private readonly prefix = '',
  ) {
    const unknown = Object.keys(form).find(
      (name) => !allowed.includes(name) && !ALWAYS_ALLOWED.includes(name),
    );
    if (unknown !== undefined) {
      throw invalidRequest(`Received unknown parameter: ${this.nameOf(unknown)}`, {
        code: 'parameter_unknown',
        param: this.nameOf(unknown),
      });
    }
  }

  private nameOf(name: string): string {
    return this.prefix ? `${this.prefix}[${name}]` : name;
  }

  has(name: string): boolean {
    return this.form[name] !== undefined;
  }

  /** A string, or undefined when absent or empty (Stripe treats `name=` as "not set"). */
  string(name: string): string | undefined {
    const value = this.form[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string')
      throw invalidRequest(`Invalid string: ${this.nameOf(name)}`, this.about(name));
    return value;
  }

  required(name: string): string {
    const value = this.string(name);
    if (value === undefined) {
      throw invalidRequest(`Missing required param: ${this.nameOf(name)}.`, {
        code: 'parameter_missing',
        param: this.nameOf(name),
      });
    }
    return value;
  }

  /** On an update, `name=` clears a field: null; absent: undefined (left as it is). */
  nullableString(name: string): string | null | undefined {
    return this.form[name] === '' ? null : this.string(name);
  }

  integer(name: string, minimum = 0): number | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(Number(text))) {
      throw invalidRequest(`Invalid integer: ${text}`, {
        code: 'parameter_invalid_integer',
        param: this.nameOf(name),
      });
    }
    const value = Number(text);
    if (value < minimum) {
      throw invalidRequest(`This value must be greater than or equal to ${minimum}.`, this.about(name));
    }
    return value;
  }

  requiredInteger(name: string, minimum = 0): number {
    this.required(name);
    return this.integer(name, minimum)!;
  }

  boolean(name: string): boolean | undefined {
    const text = this.string(name);
    if (text === undefined) return undefined;
    if (text !== 'true' && text !== 'false')
      throw invalidRequest(`Invalid boolean: ${text}`, this.about(name));
    return text === 'true';
  }

  oneOf<const T extends string>(name: string, values: readonly T[]): T | undefined {
    const text = this.string(name);
    if (text === undefined || (values as readonly string[]).includes(text)) return text as T | undefined;
    throw invalidRequest(
      `Invalid ${this.nameOf(name)}: must be one of ${values.slice(0, -1).join(', ')} or ${values.at(-1)}`,
      this.about(name),
    );
  }

  stringList(name: string): string[] | undefined {
    const value = this.form[name];
    if (value === undefined || value === '') return undefined;
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      throw invalidRequest(`Invalid array: ${this.nameOf(name)}`, this.about(name));
    }
    return value as string[];
  }

  /** The params of a nested hash, or undefined when absent. */
  hash(name: string, allowed: readonly string[]): Params | undefined {
    const value = this.form[name];
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidRequest(`Invalid object: ${this.nameOf(name)}`, this.about(name));
    }
    return new Params(value, allowed, this.nameOf(name));
  }

  /**
   * The `metadata` hash within Stripe's limits. Empty values are kept: on an update they remove
   * their key (see mergeMetadata); `metadata=` alone is an empty hash, which clears all keys.
   */
  metadata(): Record<string, string> | undefined {
    const value: FormValue | undefined = this.form.metadata;
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (typeof value !== 'object' || Array.isArray(value)) {
      throw invalidRequest('Invalid object: metadata', this.about('metadata'));
    }
    const entries = Object.entries(value);
    if (entries.length > METADATA_LIMITS.keys) {
      throw invalidRequest(
        `You can have up to ${METADATA_LIMITS.keys} metadata keys.`,
        this.about('metadata'),
      );
    }
    for (const [key, item] of entries) {
      const param = `metadata[${key}]`;
      if (typeof item !== 'string') throw invalidRequest(`Invalid string: ${param}`, { param });
      if (key.length > METADATA_LIMITS.keyLength) {
        throw invalidRequest(
          `Metadata keys can have up to ${METADATA_LIMITS.keyLength} characters, but you passed in a key that is ${key.length} characters.`,
          { param },
        );
      }
      if (item.length > METADATA_LIMITS.valueLength) {
        throw invalidRequest(
          `Metadata values can have up to ${METADATA_LIMITS.valueLength} characters, but you passed in a value that is ${item.length} characters.`,
          { param },
        );
      }
    }
    return Object.fromEntries(entries) as Record<string, string>;
  }

  private about(name: string) {
    return { param: this.nameOf(name) };
  }
}

/** Stripe's metadata update: keys are merged, an empty value removes its key, `{}` removes all. */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string> | undefined,
): Record<string, string> {
  if (update === undefined) return current;
  if (Object.keys(update).length === 0) return {};
  const merged = { ...current, ...update };
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== ''));
}

/** Metadata on a new object: empty values are simply not stored. */
export const newMetadata = (metadata: Record<string, string> | undefined) =>
  mergeMetadata({}, metadata ?? {});
