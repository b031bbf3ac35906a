import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/** Stands for the call's `index`-th value while the query is built, the one time it is. */
class Slot {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/**
 * A query whose SQL never changes, only its values: Kysely builds and compiles it once per dialect
 * and each call runs that SQL with its own values. Building and compiling a statement costs Kysely
 * 3 µs (a one-table `selectAll`) to 20 µs (the membership's join of 13 columns) of CPU, as much as
 * SQLite takes to run it; a checkout cycle runs ~60 such reads (the session per request, the cart,
 * the membership, the order's detail per mail), issue 31.
 *
 * `build` must hand each of its values to Kysely as a value (`where(column, '=', value)`, a value
 * in `sql```) and nothing else: at the one build each is a stand-in, so a value used by JavaScript
 * itself (a branch on it, an `in` list's length, string concatenation) would be built wrong.
 * Only a fixed shape belongs here; a query whose SQL depends on its input stays an ordinary one.
 *
 * The compiled query is kept per dialect (the adapter that a database and its transactions share),
 * never its rows: each call reads the database, inside the caller's transaction when given one.
 */
export function preparedQuery<DB, Args extends unknown[], Row>(
  build: (db: Kysely<DB>, ...values: Args) => Compilable<Row>,
): (db: Kysely<DB>, ...values: Args) => Promise<Row[]> {
  const compiledBy = new WeakMap<object, CompiledQuery<Row>>();
  return async (db, ...values) => {
    // Kysely documents getExecutor as internal; its adapter is what names the dialect.
    const dialect = db.getExecutor().adapter;
    let compiled = compiledBy.get(dialect);
    if (!compiled) {
      const slots = values.map((_, index) => new Slot(index)) as Args;
      compiled = build(db, ...slots).compile();
      const passed = new Set(compiled.parameters.flatMap((value) => (value instanceof Slot ? [value.index] : [])));
      if (passed.size !== values.length || compiled.sql.includes('[object Object]'))
        throw new Error(`a prepared query must pass each of its values to Kysely as a value: ${compiled.sql}`);
      compiledBy.set(dialect, compiled);
    }
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? values[value.index] : value));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  };
}
