// drizzle's execute() returns the driver's result: node-postgres and PGlite both carry `rows`.
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
