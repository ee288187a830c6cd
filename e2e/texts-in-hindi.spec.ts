// Providers and content managers give a Hindi name and description (decision 0102): the hotel owner in the
// hotel's edit form, the content manager in the post's; the Hindi pages show them and the English pages do not.
import { expect, test } from './support/test.ts';
import { makePng } from './support/png.ts';
import { signIn, signInAs } from './support/sign-in.ts';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe.configure({ timeout: 120_000 });

test("a hotel owner gives the hotel's description in Hindi and the Hindi page shows it, the English page not", async ({ page }) => {
  const owner = await signInAs(page, 'hotel@raahi.test');
  const hotel = (await (await page.request.get(`/api/hotel/user/${owner._id}`)).json()) as { _id: string; name: string };
  await page.goto('/admin/hotel/userview');
  await page.getByRole('link', { name: 'Edit Hotel' }).click();

  const hindi = page.getByRole('group', { name: 'In Hindi (optional)' });
  await expect(hindi).toBeVisible();
  // the name the demo owner gave in Hindi, and a description written now
  const name = hindi.getByLabel('Name in Hindi');
  await expect(name).toHaveAttribute('lang', 'hi');
  await expect(name).toHaveValue(/^आमेर हवेली /);
  const hindiName = await name.inputValue();
  const description = `हवा महल के पास पुरानी हवेली, छत से क़िला दिखता है। (${stamp()})`;
  await hindi.getByLabel('Description in Hindi').fill(description);
  await page.getByRole('button', { name: 'Update Hotel' }).click();
  await expect(page.getByText('Hotel updated successfully').first()).toBeVisible();

  await page.goto(`/hi/hotel/${hotel._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hindiName);
  await expect(page.getByText(description)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${hindiName}`));

  await page.goto(`/hotel/${hotel._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.name);
  await expect(page.getByText(description)).toHaveCount(0);
});

test('a content manager writes a post in English and Hindi; each blog shows its own @phone', async ({ page }) => {
  const title = `Chai stops on the Manali road ${stamp()}`;
  const titleHi = `मनाली के रास्ते की चाय की दुकानें ${stamp()}`;
  await signIn(page, 'content@raahi.test');
  await page.goto('/admin/blog/addblog');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Category').selectOption('tour');
  await page.getByLabel('Author').fill('Rohan Das');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('Where to stop for tea between Chandigarh and Manali.');
  await page.getByLabel('Banner image').setInputFiles({ name: 'chai.png', mimeType: 'image/png', buffer: makePng(80, 60) });
  const hindi = page.getByRole('group', { name: 'In Hindi (optional)' });
  await hindi.getByLabel('Title in Hindi').fill(titleHi);
  await hindi.getByLabel('Description in Hindi').fill('चंडीगढ़ से मनाली के बीच चाय के लिए कहाँ रुकें।');
  await page.getByRole('button', { name: 'Add Blog' }).click();
  await expect(page.getByText('Blog added successfully!')).toBeVisible();

  await page.goto('/hi/blog');
  await page.getByRole('link', { name: new RegExp(titleHi) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleHi);
  await expect(page.getByText('चंडीगढ़ से मनाली के बीच चाय के लिए कहाँ रुकें।')).toBeVisible();

  await page.getByRole('link', { name: 'English' }).filter({ visible: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(titleHi)).toHaveCount(0);
});
