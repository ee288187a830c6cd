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
  // five <link>s a task: each costs Chromium about a millisecond
  const preloadInTurns = (hrefs) => {
    hrefs.slice(0, 5).forEach(preload);
    if (hrefs.length > 5) setTimeout(() => preloadInTurns(hrefs.slice(5)), 0);
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
  if (pageModules) afterFirstPaint(load);
  else load();
})();
