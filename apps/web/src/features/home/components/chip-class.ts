// A light chip on the home page's search: a recent search or a popular destination.
export const chipClass =
  'inline-flex max-w-full items-center truncate rounded-full bg-white/15 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/30 hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-white';
