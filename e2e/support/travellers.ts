import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Chooses a party in the guests picker behind `field` (the summary button): for each room its adults and its
 * children's ages, adding rooms as needed, then Done. Starts from what the picker shows.
 */
export async function chooseGuests(page: Page, field: Locator, rooms: { adults: number; childAges?: number[] }[]) {
  await field.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  for (let i = 1; i < rooms.length; i++) await dialog.getByRole('button', { name: 'Add a room' }).click();
  for (const [i, room] of rooms.entries()) {
    const suffix = rooms.length > 1 ? `, Room ${i + 1}` : '';
    const adults = dialog.getByRole('group', { name: `Adults${suffix}`, exact: true });
    const count = async () => Number(await adults.locator('output').textContent());
    while ((await count()) < room.adults) await adults.getByRole('button', { name: /^More/ }).click();
    while ((await count()) > room.adults) await adults.getByRole('button', { name: /^Fewer/ }).click();
    const children = dialog.getByRole('group', { name: `Children${suffix}`, exact: true });
    for (const [c, age] of (room.childAges ?? []).entries()) {
      await children.getByRole('button', { name: /^More/ }).click();
      await dialog.getByLabel(`Age of child ${c + 1}${suffix}`, { exact: true }).selectOption(String(age));
    }
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
}
