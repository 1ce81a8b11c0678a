// The script of the redirect pages written at moved pages' old addresses (redirects.ts):
// it sends the reader to the page's canonical address, keeping the query and the fragment.
// A file of the site rather than an inline script, so the Content-Security-Policy allows it;
// finish-build.ts writes it to the root of the build.
(function () {
  var link = document.querySelector('link[rel="canonical"]');
  if (link && link.href) {
    window.location.replace(link.href + window.location.search + window.location.hash);
  }
})();
