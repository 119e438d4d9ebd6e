// Server-rendered pages (src/app/entry-server.tsx) load the app's modules only after their first
// paint: the page is readable without them, and their download and evaluation never hold up the
// paint. The entry and the chunks to preload are named in this script element's data attributes.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  // Each element appended starts a request, about a millisecond of main thread on a phone: the
  // few dozen chunks of a page are appended a handful per task, so none of them is a long task.
  var PER_TASK = 4;

  function element(href) {
    var element = document.createElement(href === entry ? 'script' : 'link');
    if (href === entry) {
      element.type = 'module';
      element.src = href;
    } else {
      element.rel = 'modulepreload';
      element.href = href;
    }
    element.crossOrigin = '';
    return element;
  }

  // The entry first: the chunks it imports start loading with it, the rest as they are appended.
  function load(hrefs) {
    hrefs.slice(0, PER_TASK).forEach(function (href) {
      document.head.appendChild(element(href));
    });
    if (hrefs.length > PER_TASK)
      setTimeout(function () {
        load(hrefs.slice(PER_TASK));
      }, 0);
  }

  // A keyboard user may Tab before the app runs: the parts below the fold that wait for the reader
  // (src/components/HydrateWhenNear.tsx) read this mark and hydrate at once instead of waiting.
  function onKey(event) {
    if (event.key !== 'Tab') return;
    document.documentElement.setAttribute('data-tabbed', '');
    document.removeEventListener('keydown', onKey, true);
  }
  document.addEventListener('keydown', onKey, true);

  var all = [entry].concat(preload);
  // A hidden tab does not paint (nor run animation frames): load at once.
  if (document.visibilityState === 'hidden') load(all);
  else
    requestAnimationFrame(function () {
      setTimeout(function () {
        load(all);
      }, 0);
    });
})();
