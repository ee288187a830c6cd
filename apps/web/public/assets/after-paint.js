// The first script a page names (decision 0036). On a page the server has rendered it asks for the app's
// modules only after the page has painted, so that on a slow connection the stylesheet and the main picture
// do not share it with a hundred kilobytes of script the first paint does not need; until they have run,
// the page reads and its links and forms work as plain HTML. The client-rendered shell (the back-office,
// signed-in pages) has nothing to paint first and asks at once. A classic script, not a module: it runs
// after parsing (defer) and reads its own attributes.
(() => {
  const me = document.currentScript;
  const preload = (href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  // each <link> starts its request at once and costs Chromium about a millisecond: a page's twenty-odd go in
  // a few at a time, in tasks of their own, so that none of them keeps the page from answering
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
    const pageModules = document.getElementById('raahi-modules');
    preloadInTurns([...me.dataset.modules.split(' '), ...(pageModules ? JSON.parse(pageModules.textContent) : [])].filter(Boolean));
  };
  // once the first contentful paint is on screen; a page that does not paint (a tab opened in the background)
  // or a browser that does not report paints gets its app after three seconds all the same
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
  if (document.getElementById('raahi-router')) afterFirstPaint(load);
  else load();
})();
