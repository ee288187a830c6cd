import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../src/indian-states.ts';

describe('the billing states', () => {
  it('are listed A to Z as English sorts them, each once', () => {
    const names = INDIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(new Set(names).size).toBe(36);
    expect(INDIAN_STATES.find((s) => s.name === 'Dadra and Nagar Haveli and Daman and Diu')?.value).toBe(
      'dadra-and-nagar-haveli-and-daman-and-diu',
    );
  });
});
