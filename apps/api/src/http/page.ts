/** A list handler's answer from one page of rows: the rows on the wire, and the total of every page. */
export const page = <Row, Wire>({ rows, total }: { rows: Row[]; total: number }, toWire: (row: Row) => Wire) => ({
  items: rows.map((row) => toWire(row)),
  total,
});
