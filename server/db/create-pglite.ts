import { openPgliteHere } from './durable-pglite';

// Run by openDurablePglite in a process of its own: create the database folder given as argument
// (initdb), then close it.
const pglite = await openPgliteHere(process.argv[2]!);
await pglite.close();
