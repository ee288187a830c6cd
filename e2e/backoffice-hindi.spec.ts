// A hotel owner works in the back-office in Hindi: the switch in the top bar changes the words in place,
// and the dashboard, their hotels, a hotel's bookings and the hotel's edit form (saved) all speak Hindi.
import { expect, test } from './support/test.ts';
import { signInWithForm } from './support/sign-in.ts';

test('a hotel owner switches the back-office to Hindi and edits their hotel', async ({ page }) => {
  await signInWithForm(page, 'hotel@raahi.test');
  await page.goto('/admin/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();

  // the frame and the dashboard
  await expect(page.getByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
  await expect(page.getByText(/^नमस्ते, /)).toBeVisible();
  await expect(page.getByText('आपके डैशबोर्ड में स्वागत है!')).toBeVisible();
  await expect(page.getByText('पिछले 30 दिनों की कमाई')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हाल की बुकिंग' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'बैक-ऑफ़िस के सेक्शन' })).toBeVisible();
  await expect(page).toHaveTitle('डैशबोर्ड · राही एडमिन');

  // their hotels, each with its state
  await page.goto('/admin/hotel/mine');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरे होटल' })).toBeVisible();
  const table = page.getByRole('table', { name: 'मेरे होटल' });
  await expect(table.getByRole('columnheader', { name: 'नाम' })).toBeVisible();
  await expect(table.getByRole('row', { name: /Casa Fontainhas.*लाइव/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Baga Bay.*जाँच में/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'नया होटल जोड़ें' }).first()).toBeVisible();

  // a hotel's bookings
  await page.goto('/admin/hotel/bookings');
  await expect(page.getByRole('heading', { level: 1, name: /की बुकिंग$/ })).toBeVisible();
  await expect(page.getByLabel('आपका होटल')).toBeVisible();
  await expect(page.getByLabel('खोजें')).toHaveAttribute('placeholder', 'बुकिंग नंबर (RH-…), मेहमान या होटल');
  await expect(page.getByLabel('स्टेटस', { exact: true })).toContainText('सभी स्टेटस');
  await expect(page.getByText(/^\d+ बुकिंग दिख रही हैं/)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'चेक-इन की तारीख़' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^पूरी जानकारी देखें/ }).first()).toBeVisible();

  // their earnings and the enquiries about their hotels
  await page.goto('/admin/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'कमाई' })).toBeVisible();
  await expect(page.getByLabel('किस महीने से')).toBeVisible();
  await page.goto('/admin/enquiry/hotel');
  await expect(page.getByRole('heading', { level: 1, name: 'होटल की पूछताछ' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'पूछताछ' })).toBeVisible();
  await page.goto('/admin/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'समीक्षाएँ' })).toBeVisible();
  await expect(page.getByText('मेहमानों ने आपकी लिस्टिंग के बारे में क्या लिखा; आप एक बार, सबके सामने जवाब दे सकते हैं।')).toBeVisible();

  // the hotel's edit form: a field changed and saved
  await page.goto('/admin/hotel/bookings');
  // (the Hotels section of the sidebar is open on the bookings page)
  await page.getByRole('navigation', { name: 'बैक-ऑफ़िस के सेक्शन' }).getByRole('link', { name: 'होटल अपडेट करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'होटल बदलें' })).toBeVisible();
  await expect(page.getByText('* वाले फ़ील्ड भरना ज़रूरी है।')).toBeVisible();
  await expect(page.getByRole('group', { name: 'बुनियादी जानकारी' })).toBeVisible();
  const distance = page.getByLabel(/^दूरी/);
  const before = await distance.inputValue();
  await distance.fill('बस स्टैंड से 3 km');
  await page.getByRole('button', { name: 'होटल अपडेट करें' }).click();
  await expect(page.getByText('होटल सफलतापूर्वक अपडेट हो गया').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^दूरी/)).toHaveValue('बस स्टैंड से 3 km');

  // put things back as they were: the distance, and English for the owner's later sessions
  await page.getByLabel(/^दूरी/).fill(before);
  await page.getByRole('button', { name: 'होटल अपडेट करें' }).click();
  await expect(page.getByText('होटल सफलतापूर्वक अपडेट हो गया').first()).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Hotel' })).toBeVisible();
});
