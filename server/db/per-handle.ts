/** `make`'s value made once per handle (a database, a Drizzle handle) and forgotten with it. */
export function onePerHandle<Handle extends object, Value>(
  make: (handle: Handle) => Value,
): (handle: Handle) => Value {
  const values = new WeakMap<Handle, Value>();
  return (handle) => {
    let value = values.get(handle);
    if (value === undefined) {
      value = make(handle);
      values.set(handle, value);
    }
    return value;
  };
}
