const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is `text` a UUID? A path id that is not one is not found, before PostgreSQL would refuse it as a uuid. */
export const isUuid = (text: string) => UUID.test(text);
