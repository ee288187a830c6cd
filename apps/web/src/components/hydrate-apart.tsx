import { Component, Suspense, type ComponentType, type ReactNode } from 'react';
import type { Area } from '@raahi/contract/i18n/catalogue';
import type { Language } from '@raahi/contract/i18n/languages';
import { loadAreas, useLanguage } from '../lib/i18n.tsx';

// Hydrating a server-rendered page is one long task in Preact: on a slow phone the page ignores taps for
// several hundred milliseconds, and Lighthouse counts all of it as blocking time. A section wrapped in
// <HydrateApart> hydrates in a task of its own instead, after the sections before it: between two
// sections the browser can paint and answer input. Preact keeps the server's markup of a section that
// suspends while hydrating and takes it over when the section renders (preact/compat's Suspense), so
// nothing flashes or moves. After the first page, sections render at once, as any other component.
// Sections below a phone's first screen (`later`) wait besides for the person's first use of the page: until
// then nobody can reach them, and a phone spends its first seconds on what is in view (decision 0103).

let hydrating = false;
/** The last section's turn: each waits for the one before it, then for a task of its own. */
let turns: Promise<void> = Promise.resolve();
/** The same for the sections below a phone's first screen, which wait for the person besides (`later`). */
let laterTurns: Promise<void> = Promise.resolve();

// A touch, a click, a pointer moved, a key, a scroll or a focus: the person is there and may reach below the
// first screen. A page opened at an anchor scrolls, and so counts too.
const USE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;
let used: Promise<void> | undefined;
/** Resolves at the first sign of the person using the page. */
function firstUse(): Promise<void> {
  used ??= new Promise((resolve) => {
    // a page the browser restored further down is in use already
    if (window.scrollY > 0) return resolve();
    const done = () => {
      for (const e of USE) removeEventListener(e, done, true);
      resolve();
    };
    for (const e of USE) addEventListener(e, done, { capture: true, passive: true });
  });
  return used;
}
/** Resolves in a later task: the browser may paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Called just before hydrating the server's page. */
export function beginHydration() {
  hydrating = true;
  // from here the person's first use counts
  void firstUse();
}

/**
 * Called once the page's first hydrating pass has returned. `firstScreen` resolves when the sections that do
 * not wait for the person have hydrated, `whole` when every section has.
 */
export function endHydration(): { firstScreen: Promise<void>; whole: Promise<void> } {
  hydrating = false;
  return { firstScreen: turns, whole: Promise.all([turns, laterTurns]).then(() => undefined) };
}

/**
 * The server marks a section's markup as a range (<!--$s-->…<!--/$s-->) only when the section suspended while
 * rendering, and hydration keeps exactly a marked range. Unmarked, it keeps the first node it finds: a
 * section that rendered nothing would take over its neighbour's markup (a hotel without photos lost the rest
 * of its page so). Once a part's code is loaded the server no longer suspends on it, so every section suspends
 * once on the server (the same element is rendered again after a suspension, so its props say it has), in a
 * function component: the server's renderer marks only those, not a class component that suspends.
 */
const markedOnServer = new WeakSet<object>();

function MarkedOnServer(props: { children: ReactNode }) {
  if (import.meta.env.SSR && !markedOnServer.has(props)) {
    markedOnServer.add(props);
    throw Promise.resolve();
  }
  return props.children;
}

type GateProps = { children: ReactNode; before?: () => Promise<unknown>; later?: boolean };

/** The section's turn: after the sections before it (and, `later`, after the first use and the first screen's sections). */
function takeTurn({ before, later }: GateProps): Promise<void> {
  const own = () => Promise.all([nextTask(), before?.()]).then(() => undefined);
  if (later)
    return (laterTurns = laterTurns
      .then(firstUse)
      .then(() => turns)
      .then(own));
  return (turns = turns.then(own));
}

class Gate extends Component<GateProps> {
  private turn = hydrating ? takeTurn(this.props) : null;

  override render() {
    const turn = this.turn;
    if (turn) {
      throw turn.then(() => {
        this.turn = null;
      });
    }
    return <MarkedOnServer>{this.props.children}</MarkedOnServer>;
  }
}

/**
 * Its child, one element (Preact keeps only the first node of a section it has not hydrated yet), hydrated
 * in a task of its own on the server-rendered page. `later`: a section below a phone's first screen, hydrated
 * only once the person uses the page (decision 0103); until then it is the server's HTML, its links working.
 */
export function HydrateApart({ children, before, later }: GateProps) {
  return (
    <Suspense fallback={null}>
      <Gate before={before} later={later}>
        {children}
      </Gate>
    </Suspense>
  );
}

/**
 * A section whose code is not part of the page's first load: `load` fetches it in the section's turn, so the
 * page counts as hydrated only once the section is (a server render waits for it as for any lazy part).
 * Its words (`areas`) come with its code, in the page's language, and stay out of the first load too.
 * `later` as HydrateApart's: its code and words are fetched too once the person uses the page.
 */
export function partApart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { areas = [], later }: { areas?: readonly Area[]; later?: boolean } = {},
) {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;
  const ready = new Set<Language>();
  const words = new Map<Language, Promise<unknown>>();
  const before = (language: Language) => {
    loading ??= load().then((c) => {
      Loaded = c;
    });
    let inLanguage = words.get(language);
    if (!inLanguage) {
      inLanguage = loadAreas(language, areas).then(() => ready.add(language));
      words.set(language, inLanguage);
    }
    return Promise.all([loading, inLanguage]);
  };
  function Part(props: P & { language: Language }) {
    if (!Loaded || !ready.has(props.language)) throw before(props.language);
    return <Loaded {...props} />;
  }
  return function PartApart(props: P) {
    const language = useLanguage();
    return (
      <HydrateApart before={() => before(language)} later={later}>
        <Part {...props} language={language} />
      </HydrateApart>
    );
  };
}
