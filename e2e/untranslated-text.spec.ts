// No English left on the signed-in pages a Hindi reader opens (issue 32): for each role, every back-office
// page its sidebar offers (each section opened) and the pages of one record its lists link to, and a
// traveller's account tabs, are opened in Hindi and their visible words and labels (aria-label, placeholder,
// title, alt) checked for Latin-script words outside the brand, what people typed (the seed's names and
// places, text a page marks `data-typed`, the names other journeys made unique with a suffix), text a page
// marks as English on purpose (`lang="en"`: the API's own record of a call) and what Indian Hindi sites
// write in Latin letters; so are the public pages in Hindi. The failure lists each page with the English it
// shows.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './support/test.ts';
import { demoEmail, signIn } from './support/sign-in.ts';
import { createBlog, unique } from './support/public-data.ts';

const seed = path.resolve(import.meta.dirname, '../apps/api/src/db/seed');

/** the brand, other brands, the switch to English, and what Hindi pages write in Latin letters */
const allowed = new Set([
  'Raahi',
  'English',
  'Facebook',
  'LinkedIn',
  'Instagram',
  'Twitter',
  'YouTube',
  'km',
  'GST',
  'GSTIN',
  'UPI',
  'PDF',
  'CSV',
  'JSON',
  'iCal',
  'Razorpay',
  'Travels',
  'SUV',
  'OTP',
  'SMS',
  'SMTP',
  'ID',
  'id',
  // the keys as the keyboard names them, and the extranets' terms for closed to arrival and to departure
  'Shift',
  'Enter',
  'CTA',
  'CTD',
]);
/**
 * What people typed: the seed's names, places, listings and reviews. A run of Latin words in that text, or
 * whose every word is in it, is theirs; so is a name of two or more capitalised words or initials (a person,
 * a hotel, a car the journeys add: the product's own words are in sentence case).
 */
const typedText = fs
  .readdirSync(seed)
  .map((f) => fs.readFileSync(path.join(seed, f), 'utf8'))
  .join('\n');
// a word at the end of a quoted string in the seed's code takes the quote along: it goes
const typedWords = new Set(typedText.match(/[A-Za-z][A-Za-z'’-]*/g)?.map((w) => w.replace(/['’-]+$/, '')));
const isName = (words: string[]) => words.length > 1 && words.every((w) => /^[A-Z]/.test(w));
const isTyped = (run: string) => {
  const words = run.split(/[^A-Za-z'’-]+/).filter(Boolean);
  return typedText.includes(run) || isName(words) || words.every((w) => allowed.has(w) || typedWords.has(w)) || /^[A-Z]{1,2}$/.test(run);
};

/** The runs of Latin words on the page, in its visible text and the labels a reader hears or hovers. */
async function latinRuns(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const visible: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (el && el.checkVisibility() && !['SCRIPT', 'STYLE'].includes(el.tagName) && !el.closest('[data-typed],[lang="en"]'))
        visible.push(n.textContent ?? '');
    }
    const labels = [...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]')].flatMap((e) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [document.title, ...visible, ...labels];
  });
  return texts.flatMap((t) =>
    (
      t
        .replace(/\S+@\S+|https?:\/\/\S+|[0-9a-f-]*\d[0-9a-f-]{7,}|\b(?=[0-9a-f]*\d)[0-9a-f]{8}\b|\b[A-Z]{2,4}-[\w-]+/g, ' ')
        // a setting's name ('SMTP_URL', 'MSG91_AUTH_KEY')
        .replace(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g, ' ')
        // an ordinal in an address ('5th Floor') is a number
        .replace(/\b\d+(st|nd|rd|th)\b/g, ' ')
        // the suffix journeys make names unique with (support/public-data.ts unique())
        .replace(/(?=[a-z0-9]*\d)[a-z0-9]{12}\b/g, ' ')
        .match(/[A-Za-z][A-Za-z0-9'’&.,()/ -]*[A-Za-z0-9)]/g) ?? []
    ).map((r) => r.trim()),
  );
}

/**
 * `also`: what people typed into the running site besides the seed (other journeys' posts, tours, hotels and
 * offers, as its API lists them, or what the page's own calls answered): a run of its words, or its text with
 * the spaces gone (a picture's name), is theirs.
 */
async function englishOn(page: Page, addresses: string[], also: string | (() => string) = '') {
  const found: Record<string, string[]> = {};
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }), address).toBeVisible();
    await page.waitForLoadState('networkidle');
    const theirs = typedIn(typeof also === 'string' ? also : also());
    const english = (await latinRuns(page)).filter((run) => !isTyped(run) && !theirs(run));
    if (english.length > 0) found[address] = [...new Set(english)];
  }
  return found;
}

/** Whether a run of Latin words is in `also`, its words are, or it is `also` with the spaces gone. */
function typedIn(also: string) {
  const alsoWords = new Set(also.match(/[A-Za-z][A-Za-z'’-]*/g));
  const squashed = also.replace(/\s+/g, '').toLowerCase();
  return (run: string) =>
    also.includes(run) ||
    squashed.includes(run.replace(/\s+/g, '').toLowerCase()) ||
    run
      .split(/[^A-Za-z'’-]+/)
      .filter(Boolean)
      .every((w) => allowed.has(w) || typedWords.has(w) || alsoWords.has(w));
}

/**
 * The text of every answer the page's calls to the API receive from now on: what the site holds (names,
 * places, notes and messages people typed or wrote, ids), shown as it is. The product's own words never come
 * from there (an answer gives codes, which pages put in words), so what a page writes itself is still checked.
 */
function answersTo(page: Page): () => string {
  const texts: string[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/') && (res.headers()['content-type'] ?? '').includes('json'))
      res.text().then(
        (text) => texts.push(JSON.stringify(JSON.parse(text), null, 0).replace(/\\n/g, '\n')),
        () => undefined,
      );
  });
  return () => texts.join('\n');
}

async function inHindi(page: Page, email: string, baseURL: string | undefined) {
  await signIn(page, email);
  await page.context().addCookies([{ name: 'raahi_lang', value: 'hi', url: baseURL! }]);
}

/** The back-office pages the role's sidebar links to, each of its sections opened in turn. */
async function sidebarPages(page: Page): Promise<string[]> {
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: 'बैक-ऑफ़िस के सेक्शन' });
  await expect(nav).toBeVisible();
  const hrefs = new Set<string>();
  const collect = async () => {
    for (const href of await nav.locator('a[href^="/admin/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))
      hrefs.add(href);
  };
  await collect();
  const sections = nav.locator('button[aria-controls]');
  for (let i = 0; i < (await sections.count()); i++) {
    const section = sections.nth(i);
    if ((await section.getAttribute('aria-expanded')) === 'false') await section.click();
    await collect();
  }
  return [...hrefs];
}

/**
 * The pages of one record the sidebar's lists link to (a post's, an offer's, a package's, a hotel's edit or
 * view form): the first link of each kind, its id left as the list's first row has it.
 */
async function recordPages(page: Page, lists: string[]): Promise<string[]> {
  const kinds = new Map<string, string>();
  for (const list of lists) {
    await page.goto(list);
    await expect(page.getByRole('heading', { level: 1 }), list).toBeVisible();
    await page.waitForLoadState('networkidle');
    const hrefs = await page.locator('a[href^="/admin/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    for (const href of hrefs) {
      const kind = href.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, ':id');
      if (kind !== href && !kinds.has(kind)) kinds.set(kind, href);
    }
  }
  return [...kinds.values()];
}

for (const role of ['admin', 'hotel', 'cab', 'tour', 'content'] as const) {
  test(`the back-office of a ${role} account shows no English in Hindi`, async ({ page, baseURL }) => {
    test.setTimeout(360_000);
    await inHindi(page, demoEmail(role), baseURL);
    const answers = answersTo(page);
    const pages = await sidebarPages(page);
    expect(pages.length).toBeGreaterThan(1);
    const records = await recordPages(page, pages);
    expect(await englishOn(page, [...pages, ...records], answers)).toEqual({});
  });
}

test('a traveller’s dashboard and account tabs show no English in Hindi', async ({ page, baseURL }) => {
  await inHindi(page, demoEmail('user'), baseURL);
  const tabs = ['bookings', 'enquiries', 'complaints', 'saved', 'profile', 'privacy'];
  expect(
    await englishOn(
      page,
      tabs.map((tab) => `/user?tab=${tab}`),
    ),
  ).toEqual({});
});

test('the public pages show no English in Hindi', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  // a post someone wrote in English, as journeys before this one may have: what people typed stays as typed
  await createBlog(baseURL!, `Living root bridges of Meghalaya ${unique()}`);
  const typedOnSite = (
    await Promise.all(['tour', 'blog', 'hotel', 'cab', 'offer'].map(async (list) => (await request.get(`/api/${list}?limit=100`)).text()))
  ).join('\n');
  const first = async (list: string) => ((await (await request.get(`/api/${list}?limit=1`)).json()) as { _id: string }[])[0]!._id;
  const [hotel, tour, cab] = [await first('hotel'), await first('tour'), await first('cab')];
  // and the whole of the listings whose pages are read (a card leaves out the description and the lists)
  const typedOnPages = (
    await Promise.all([`/api/hotel/${hotel}`, `/api/tour/${tour}`, `/api/cab/${cab}`].map(async (url) => (await request.get(url)).text()))
  ).join('\n');
  const pages = [
    '/hi/',
    '/hi/hotel',
    '/hi/hotels?location=Goa',
    `/hi/hotel/${hotel}`,
    '/hi/tour?maxPrice=30000',
    `/hi/tour/${tour}`,
    '/hi/c?type=SUV',
    `/hi/cab/booking/${cab}`,
    '/hi/blog',
    '/hi/help',
  ];
  expect(await englishOn(page, pages, `${typedOnSite}\n${typedOnPages}`)).toEqual({});
});

/** The Hindi words of a back-office key (the catalogue the pages use). */
const adminHindi = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../packages/contract/src/i18n/messages/hi/admin.json'), 'utf8'),
) as Record<string, string>;

test('an owner’s calendar, its bulk edit and a night’s dialog show no English in Hindi', async ({ page, baseURL }) => {
  await inHindi(page, demoEmail('hotel'), baseURL);
  expect(await englishOn(page, ['/admin/hotel/calendar'])).toEqual({});
  const english = async () => (await latinRuns(page)).filter((run) => !isTyped(run));

  await page.getByRole('button', { name: adminHindi['admin.calendar.bulkEdit'] }).click();
  const bulk = page.getByRole('dialog', { name: adminHindi['admin.calendar.bulk.title'] });
  await expect(bulk).toBeVisible();
  // a change to preview: the count of the cells it changes (nothing is applied)
  await bulk.getByLabel(adminHindi['admin.calendar.field.minStay']!, { exact: true }).fill('2');
  await bulk.getByRole('button', { name: adminHindi['admin.calendar.bulk.preview'] }).click();
  await expect(bulk.getByRole('status')).toBeVisible();
  expect(await english(), 'the bulk edit').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(bulk).toBeHidden();

  // a night of the last plan, from its cell (the keyboard opens it), with its history
  await page.getByRole('grid').getByRole('gridcell').last().focus();
  await page.keyboard.press('Enter');
  const night = page.getByRole('dialog');
  await night.getByRole('button', { name: adminHindi['admin.calendar.showHistory'] }).click();
  expect(await english(), 'a night').toEqual([]);
});
