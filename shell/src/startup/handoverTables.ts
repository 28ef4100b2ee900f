/**
 * The handover's lists of records written as tables: a list whose items are records with the same keys (games,
 * banners, vendors) carries its keys once and each item as a row of values, and a column that repeats an earlier
 * one item for item (a game's `nodeName` and `displayName` are its `gameName`) names that column instead. Home's
 * first-view JSON goes from 53 to 30 KB (its page from 14.4 to 13.7 KB in gzip). Written by the server render,
 * read back before the handover is parsed; this module imports nothing (the entry script reads the handover).
 */

const TABLE = '$table';

interface Table {
  keys: string[];
  /** Keys whose values are those of an earlier key, item for item. */
  copies?: Record<string, string>;
  rows: unknown[][];
}

type Json = unknown;

const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sameKeys(items: readonly Json[]): string[] | undefined {
  if (items.length < 2 || !items.every(isRecord)) return undefined;
  const keys = Object.keys(items[0] as Record<string, Json>);
  const joined = keys.join('\0');
  return items.every((item) => Object.keys(item as Record<string, Json>).join('\0') === joined) ? keys : undefined;
}

function packed(value: Json): Json {
  if (Array.isArray(value)) {
    const keys = sameKeys(value);
    if (!keys) return value.map(packed);
    const items = value as Record<string, Json>[];
    const columns = keys.map((key) => items.map((item) => packed(item[key])));
    const copies: Record<string, string> = {};
    const kept: number[] = [];
    keys.forEach((key, at) => {
      const earlier = kept.find((k) => columns[k]!.every((cell, row) => typeof cell !== 'object' && cell === columns[at]![row]));
      if (earlier === undefined) kept.push(at);
      else copies[key] = keys[earlier]!;
    });
    const table: Table = { keys, rows: items.map((_, row) => kept.map((k) => columns[k]![row])) };
    if (kept.length < keys.length) table.copies = copies;
    return { [TABLE]: table };
  }
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, packed(item)]));
  return value;
}

/** Whether a record anywhere in `value` has the key tables are marked with (then `value` is handed over as it is). */
function usesTableKey(value: Json): boolean {
  if (Array.isArray(value)) return value.some(usesTableKey);
  if (isRecord(value)) return TABLE in value || Object.values(value).some(usesTableKey);
  return false;
}

export interface PackedHandover {
  tables: true;
  body: Json;
}

/** The handover's body with its lists of records as tables, marked `tables: true`; as it is if it cannot be. */
export function packTables<T extends object>(body: T): T | PackedHandover {
  return usesTableKey(body) ? body : { tables: true, body: packed(body) };
}

function isTable(value: Record<string, Json>): value is { [TABLE]: Table } {
  const table = value[TABLE];
  return (
    Object.keys(value).length === 1 &&
    isRecord(table) &&
    Array.isArray(table.keys) &&
    Array.isArray(table.rows) &&
    (table.copies === undefined || isRecord(table.copies))
  );
}

function unpacked(value: Json): Json {
  if (Array.isArray(value)) return value.map(unpacked);
  if (!isRecord(value)) return value;
  if (!isTable(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, unpacked(item)]));
  const { keys, copies = {}, rows } = value[TABLE];
  return rows.map((row) => {
    const cells = Array.isArray(row) ? row : [];
    let next = 0;
    const entries: [string, Json][] = [];
    const byKey = new Map<string, Json>();
    for (const key of keys) {
      const copied = Object.hasOwn(copies, key) ? copies[key] : undefined;
      const cell = typeof copied === 'string' ? byKey.get(copied) : unpacked(cells[next++]);
      byKey.set(String(key), cell);
      entries.push([String(key), cell]);
    }
    // Entries, not assignments: a key such as `__proto__` stays a key of the record, as JSON.parse leaves it.
    return Object.fromEntries(entries);
  });
}

/** The handover as the server rendered it, its tables made lists again; anything not marked as packed as it is. */
export function unpackTables(value: Json): Json {
  return isRecord(value) && value.tables === true ? unpacked(value.body) : value;
}
