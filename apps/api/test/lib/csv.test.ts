import { describe, expect, it } from 'vitest';
import { csvFile } from '../../src/lib/csv.ts';

describe('csvFile', () => {
  it('quotes what must be quoted and keeps formulas as text', () => {
    const csv = csvFile(
      ['name', 'note', 'n'],
      [
        ['Taj, Mumbai', 'said "hi"\nthen left', 3],
        ['=HYPERLINK("x")', '-5', -5],
        ['@sum', null, 0],
      ],
    );
    expect(csv).toBe('\uFEFFname,note,n\r\n"Taj, Mumbai","said ""hi""\nthen left",3\r\n"\'=HYPERLINK(""x"")",\'-5,-5\r\n\'@sum,,0\r\n');
  });
});
