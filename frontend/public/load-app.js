// Server-rendered pages (src/app/entry-server.tsx) load the app's modules only after their first
// paint: the page is readable without them, and their download and evaluation never hold up the
// paint. The entry and the chunks to preload are named in this script element's data attributes.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);

  function load() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.appendChild(module);
  }

  // A hidden tab does not paint (nor run animation frames): load at once.
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();
