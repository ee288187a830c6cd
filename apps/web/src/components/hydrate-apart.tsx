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

let hydrating = false;
/** The last section's turn: each waits for the one before it, then for a task of its own. */
let turns: Promise<void> = Promise.resolve();
/** Resolves in a later task: the browser may paint and answer input in between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Called just before hydrating the server's page. */
export function beginHydration() {
  hydrating = true;
}

/** Called once the page's first hydrating pass has returned; resolves when every section has hydrated too. */
export function endHydration(): Promise<void> {
  hydrating = false;
  return turns;
}

/**
 * The server marks a section's markup as a range (<!--$s-->…<!--/$s-->) only when the section suspended while
 * rendering, and hydration keeps exactly a marked range. Unmarked, it keeps the first node it finds: a
 * section that rendered nothing would take over its neighbour's markup, which then shows twice. Once a part's
 * code is loaded the server no longer suspends on it, so every section suspends once on the server (the same
 * element is rendered again after a suspension, so its props say it has).
 */
const markedOnServer = new WeakSet<object>();

class Gate extends Component<{ children: ReactNode; before?: () => Promise<unknown> }> {
  private turn = hydrating ? (turns = turns.then(() => Promise.all([nextTask(), this.props.before?.()])).then(() => undefined)) : null;

  override render() {
    if (import.meta.env.SSR && !markedOnServer.has(this.props)) {
      markedOnServer.add(this.props);
      throw Promise.resolve();
    }
    const turn = this.turn;
    if (turn) {
      throw turn.then(() => {
        this.turn = null;
      });
    }
    return this.props.children;
  }
}

/**
 * Its child, one element (Preact keeps only the first node of a section it has not hydrated yet), hydrated
 * in a task of its own on the server-rendered page.
 */
export function HydrateApart({ children, before }: { children: ReactNode; before?: () => Promise<unknown> }) {
  return (
    <Suspense fallback={null}>
      <Gate before={before}>{children}</Gate>
    </Suspense>
  );
}

/**
 * A section whose code is not part of the page's first load: `load` fetches it in the section's turn, so the
 * page counts as hydrated only once the section is (a server render waits for it as for any lazy part).
 * Its words (`areas`) come with its code, in the page's language, and stay out of the first load too.
 */
export function partApart<P extends object>(load: () => Promise<ComponentType<P>>, areas: readonly Area[] = []) {
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
      <HydrateApart before={() => before(language)}>
        <Part {...props} language={language} />
      </HydrateApart>
    );
  };
}
