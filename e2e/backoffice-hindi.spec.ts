// A hotel owner works in the back-office in Hindi: the switch in the top bar changes the words in place,
// and the dashboard, their hotels, a hotel's bookings and the hotel's edit form (saved) all speak Hindi.
// Content managers and admins find the packages, offers and the rest of their screens in Hindi too.
import { expect, test, type Page } from './support/test.ts';
import { fromNewAddress, signIn, signInWithForm } from './support/sign-in.ts';

/** Signed in as `email`, with Hindi chosen in this browser only (the person's saved language stays English). */
async function signInInHindi(page: Page, email: string, baseURL: string | undefined) {
  await signIn(page, email);
  await page.context().addCookies([{ name: 'raahi_lang', value: 'hi', url: baseURL! }]);
}

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

test('a content manager finds the blogs, the offers and their forms in Hindi', async ({ page, baseURL }) => {
  await signInInHindi(page, 'content@raahi.test', baseURL);
  await page.goto('/admin/blog/allblog');
  await expect(page.getByRole('heading', { level: 1, name: 'सभी ब्लॉग' })).toBeVisible();
  const blogs = page.getByRole('table', { name: 'ब्लॉग' });
  await expect(blogs.getByRole('columnheader', { name: 'लेखक' })).toBeVisible();
  await expect(blogs.getByRole('cell', { name: /^(होटल|टूर|कैब)$/ }).first()).toBeVisible();
  await page.locator('#admin-main').getByRole('link', { name: 'ब्लॉग जोड़ें' }).click();
  await expect(page.getByText('* वाले फ़ील्ड भरना ज़रूरी है। बैनर सेव करते समय अपलोड होता है।')).toBeVisible();
  await expect(page.getByLabel(/^श्रेणी/)).toContainText('कैब');

  await page.goto('/admin/offer/alloffers');
  await expect(page.getByRole('heading', { level: 1, name: 'सभी ऑफ़र' })).toBeVisible();
  const offers = page.getByRole('table', { name: 'ऑफ़र' });
  await expect(offers.getByRole('columnheader', { name: 'शीर्षक' })).toBeVisible();
  await expect(offers.getByRole('columnheader', { name: 'किसके लिए' })).toBeVisible();
  await expect(offers.getByRole('cell', { name: /^(होटल|कैब|टूर)$/ }).first()).toBeVisible();

  await page.locator('#admin-main').getByRole('link', { name: 'नया ऑफ़र जोड़ें' }).click();
  await expect(page.getByRole('group', { name: 'ऑफ़र किसके लिए है' })).toBeVisible();
  await expect(page.getByText('पहले चुनें कि ऑफ़र किसके लिए है।')).toBeVisible();
  await page.getByLabel('किसके लिए').selectOption({ label: 'कैब' });
  await expect(page.getByRole('group', { name: /कौन-सी कैब/ })).toContainText('अभी कोई कैब नहीं चुनी गई।');
  await expect(page.getByLabel('कैब खोजें')).toHaveAttribute('placeholder', 'मॉडल या प्रकार');
  await expect(page.getByRole('group', { name: 'कूपन कोड (ज़रूरी नहीं)' })).toBeVisible();
  await expect(page.getByLabel('किस पर लागू')).toContainText('सिर्फ़ इस ऑफ़र की लिस्टिंग');
});

test('a tour manager finds the packages, a package and its form in Hindi', async ({ page, baseURL }) => {
  await signInInHindi(page, 'tour@raahi.test', baseURL);
  await page.goto('/admin/tour/alltour');
  await expect(page.getByRole('heading', { level: 1, name: 'सभी पैकेज' })).toBeVisible();
  await expect(page.getByLabel('नाम या जगह से खोजें')).toBeVisible();
  const packages = page.getByRole('table', { name: 'टूर पैकेज' });
  await expect(packages.getByRole('columnheader', { name: 'अवधि' })).toBeVisible();
  await packages.getByRole('link', { name: /^देखें/ }).first().click();
  await expect(page.getByRole('link', { name: 'साइट पर देखें' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'टूर प्लान' })).toBeVisible();
  await expect(page.getByText('प्रति व्यक्ति', { exact: true })).toBeVisible();

  await page.goto('/admin/tour/addtour');
  await expect(page.getByText('* वाले फ़ील्ड भरना ज़रूरी है। फ़ोटो सेव करते समय अपलोड होती हैं।')).toBeVisible();
  await expect(page.getByLabel('कीमत (₹ प्रति व्यक्ति)')).toBeVisible();
  await expect(page.getByText('1 दिन। दिन क्रम से गिने जाते हैं; किसी दिन को हटाने पर बाक़ी दिनों की गिनती फिर से हो जाती है।')).toBeVisible();
  await page.getByRole('button', { name: '+ दिन 1 में गाड़ी जोड़ें' }).click();
  await expect(page.getByRole('group', { name: 'दिन 1 की गाड़ी 1' })).toBeVisible();
  await expect(page.getByLabel('कहाँ से कहाँ तक')).toHaveAttribute('placeholder', 'दिल्ली से आगरा');

  await page.goto('/admin/tour/allpackagecategory');
  await expect(page.getByRole('heading', { level: 1, name: 'पैकेज श्रेणियाँ' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'पैकेज श्रेणियाँ' }).getByRole('columnheader', { name: 'श्रेणी' })).toBeVisible();
});

test('an admin walks users, the review queue, complaints, data requests, the audit trail, analytics, money and mail in Hindi', async ({
  page,
  baseURL,
}) => {
  await signInInHindi(page, 'admin@raahi.test', baseURL);
  await page.goto('/admin/user/alluser');
  await expect(page.getByRole('heading', { level: 1, name: 'सभी उपयोगकर्ता' })).toBeVisible();
  await expect(page.getByLabel('नाम या ईमेल से खोजें')).toBeVisible();
  await expect(page.getByLabel('भूमिका', { exact: true })).toContainText('सभी भूमिकाएँ');
  await expect(page.getByLabel(/ की भूमिका$/).first()).toBeVisible();
  // other journeys add users, so the admin's own row may be past the first page: find it
  await page.getByLabel('नाम या ईमेल से खोजें').fill('admin@raahi.test');
  await expect(page.getByRole('row', { name: /admin@raahi\.test/ }).getByText('आप', { exact: true })).toBeVisible();

  await page.goto('/admin/listings/review');
  await expect(page.getByRole('heading', { level: 1, name: 'जाँच के लिए लिस्टिंग' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'जाँच का इंतज़ार कर रही लिस्टिंग' }).or(page.getByText('जाँचने के लिए कुछ नहीं है।'))).toBeVisible();

  await page.goto('/admin/complaints');
  await expect(page.getByRole('heading', { level: 1, name: 'शिकायतें' })).toBeVisible();
  await expect(page.getByText('48 घंटे में जवाब दें, 30 दिन में निपटाएँ। समय सीमा पार कर चुकी शिकायतें सबसे ऊपर हैं।')).toBeVisible();
  await expect(page.getByLabel('स्थिति')).toContainText('निपटाई गई');

  await page.goto('/admin/data-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'डेटा अनुरोध' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^अनुरोध/ })).toContainText('नॉमिनी');

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'ऑडिट ट्रेल' })).toBeVisible();
  await expect(page.getByLabel('व्यक्ति (खाता id या ईमेल)')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'किसने' }).or(page.getByText('कोई एंट्री नहीं मिली।'))).toBeVisible();

  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'एनालिटिक्स' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'झटपट अवधि' }).getByRole('button', { name: 'पिछले 30 दिन' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'हर दिन की बुकिंग' })).toBeVisible();
  await expect(page.getByText('भुगतान वाली बुकिंग का औसत')).toBeVisible();

  await page.goto('/admin/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'भुगतान खाता-बही' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeVisible();
  await expect(page.getByLabel('तरीक़ा')).toContainText('नेट बैंकिंग');

  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'आउटबॉक्स' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'विषय' }).or(page.getByText('अभी कोई ईमेल नहीं है।'))).toBeVisible();

  await page.goto('/admin/failing-events');
  await expect(page.getByRole('heading', { level: 1, name: 'अटकी बुकिंग प्रक्रियाएँ' })).toBeVisible();
  await expect(page.getByText('कुछ भी अटका नहीं है।').or(page.getByRole('columnheader', { name: 'कोशिशें' }))).toBeVisible();
});

test('a traveller who opens the back-office in Hindi is told, in Hindi, that it is for staff', async ({ page, baseURL }) => {
  // a new account: the demo traveller's role may have been changed by another journey
  const email = `yatri.${Date.now().toString(36)}@example.in`;
  const password = 'Safar@2026x';
  const registered = await page.request.post('/api/users', {
    data: { firstName: 'Meera', lastName: 'Joshi', email, password },
    headers: fromNewAddress(),
  });
  expect(registered.ok()).toBe(true);
  await signIn(page, email, password);
  await page.context().addCookies([{ name: 'raahi_lang', value: 'hi', url: baseURL! }]);
  await page.goto('/admin');
  await expect(page.getByText('बैक-ऑफ़िस सिर्फ़ राही के स्टाफ़ खातों के लिए है।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'साइट पर लौटें' })).toHaveAttribute('href', '/');
});
