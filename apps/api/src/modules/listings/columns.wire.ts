// Columns that cross the wire one for one, named once for both directions: plain ones travel as they are,
// money ones are integer paise in the table and rupees on the wire.
import { toPaise, toRupees } from '../../lib/money.ts';

/** Each column of a listing that the wire carries under the same name, and how its value travels. */
export type ColumnSpec = Readonly<Record<string, 'as-is' | 'money'>>;

function convert<S extends ColumnSpec, T extends { [K in keyof S]?: unknown }>(spec: S, from: T, money: (n: number) => number) {
  const out: Record<string, unknown> = {};
  for (const [key, how] of Object.entries(spec)) out[key] = how === 'money' ? money(from[key] as number) : from[key];
  return out as { [K in keyof S]: T[K] };
}

/** The spec's columns of a table row, as the wire carries them (money in rupees). */
export const columnsToWire = <S extends ColumnSpec, T extends { [K in keyof S]?: unknown }>(spec: S, row: T) =>
  convert(spec, row, toRupees);

/** The spec's columns of a request body, as the table stores them (money in paise). */
export const columnsFromWire = <S extends ColumnSpec, T extends { [K in keyof S]?: unknown }>(spec: S, input: T) =>
  convert(spec, input, toPaise);
