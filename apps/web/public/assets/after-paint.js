// The first script a page names: on a server-rendered page it asks for the app after the first paint
// (decision 0036, which explains the rest). Served as written, so its comments are few.
(() => {
  const me = document.currentScript;
  // only a server render lists the first page's modules (its id comes from the build, app/server-data.ts)
  const pageModules = document.getElementById(me.dataset.pageModules);
  const preload = (href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  // two <link>s a task: each costs Chromium up to 3 ms (it compiles the module), 12 on a slow phone
  const preloadInTurns = (hrefs) => {
    hrefs.slice(0, 2).forEach(preload);
    if (hrefs.length > 2) setTimeout(() => preloadInTurns(hrefs.slice(2)), 0);
  };
  const load = () => {
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = me.dataset.entry;
    document.head.append(entry);
    preloadInTurns([...me.dataset.modules.split(' '), ...(pageModules ? JSON.parse(pageModules.textContent) : [])].filter(Boolean));
  };
  // after three seconds regardless: a background tab or a browser without paint timing
  const afterFirstPaint = (then) => {
    let done = false;
    const go = () => {
      if (done) return;
      done = true;
      then();
    };
    if (performance.getEntriesByName('first-contentful-paint').length) return go();
    if (window.PerformanceObserver?.supportedEntryTypes?.includes('paint'))
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        setTimeout(go, 0);
      }).observe({ type: 'paint', buffered: true });
    setTimeout(go, 3000);
  };
  // the locale data, read on another thread while the page paints (warm-intl.js)
  if (window.Worker && me.dataset.warmIntl) new Worker(me.dataset.warmIntl).postMessage(document.documentElement.lang);
  // the bands left out of the first layout (index.css, .laid-out-later): once the page has loaded, one a frame while idle
  const idle = (then) => (window.requestIdleCallback ? requestIdleCallback(then, { timeout: 500 }) : setTimeout(then, 50));
  const layOutNext = () => {
    const band = document.querySelector('.laid-out-later:not([data-laid-out])');
    // <html data-laid-out>: every band is (the journeys wait for it)
    if (!band) {
      document.documentElement.dataset.laidOut = '';
      return;
    }
    band.dataset.laidOut = '';
    idle(layOutNext);
  };
  addEventListener('load', () => idle(layOutNext), { once: true });
  if (pageModules) afterFirstPaint(load);
  else load();
})();
