import { expect, hydrated, test } from './support/test.ts';
import { demoHotelOwner, signIn, signInWithForm } from './support/sign-in.ts';

// Issue 14: a review written after a stay. The demo guest has a confirmed, paid stay at the demo owner's
// hotel that ended last week (the seed's past stay); the guest reviews it from the dashboard, the review
// shows on the hotel's page as a verified stay, and the owner replies publicly from the back-office.

test('review: the guest reviews a past stay from the dashboard; it shows as a verified stay with the owner’s reply', async ({
  page,
  browser,
  baseURL,
}) => {
  const { context: ownerContext, hotel } = await demoHotelOwner(browser, baseURL);

  await signIn(page, 'user@raahi.test');
  await page.goto('/user');
  // the seed gives the guest more than one finished stay there (one paid last month too): each is offered once
  const offers = page.getByRole('button', { name: `Write a review of ${hotel.name}` });
  await expect(offers.first()).toBeVisible();
  const offered = await offers.count();
  await offers.first().click();
  const dialog = page.getByRole('dialog', { name: `Review ${hotel.name}` });
  // nothing chosen: both are asked for
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(dialog.getByText('Choose 1 to 5 stars.')).toBeVisible();
  // as a person does: a click on the fifth star (the radio's label)
  await dialog.locator('label', { hasText: '5 stars' }).click();
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
  const text = 'Spotless rooms, warm staff and the best masala chai in town.';
  await dialog.getByLabel('Your review').fill(text);
  await dialog.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank you for your review' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  // reviewed once: no second offer for that stay
  await expect(page.getByText('Reviewed: 5★').first()).toBeVisible();
  await expect(offers).toHaveCount(offered - 1);

  await page.goto(`/hotel/${hotel._id}`);
  const reviews = page.getByRole('region', { name: /Guest reviews/ });
  // the seed's travellers reviewed their stays there too: this one is the newest
  const mine = reviews.getByRole('listitem').filter({ hasText: text });
  await expect(mine).toBeVisible();
  await expect(mine.getByText('Verified stay')).toBeVisible();
  await expect(mine.getByText('Ananya S.')).toBeVisible();

  // the owner replies once, publicly
  const admin = await ownerContext.newPage();
  await admin.context().clearCookies();
  await signInWithForm(admin, 'hotel@raahi.test');
  await admin.goto('/admin/reviews');
  const card = admin.getByRole('listitem').filter({ hasText: text });
  await card.getByLabel('Public reply').fill('Thank you, Ananya! Come back in the monsoon.');
  await card.getByRole('button', { name: 'Post reply' }).click();
  await expect(card.getByText('Your public reply')).toBeVisible();
  await expect(card.getByLabel('Public reply')).toHaveCount(0);

  // a visitor sees the reply (a browser that read the list before may show it stale for a while:
  // public answers are stale-while-revalidate, decision 0015)
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/hotel/${hotel._id}`);
  // the reviews, below the first screen, ask again once the visitor uses the page (decision 0103)
  await hydrated(visitor);
  const seen = visitor.getByRole('region', { name: /Guest reviews/ });
  await expect(seen.getByText(text)).toBeVisible();
  await expect(seen.getByText('Thank you, Ananya! Come back in the monsoon.')).toBeVisible();
  await visitor.close();
  await ownerContext.close();
});
