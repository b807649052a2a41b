import { HTML_CACHE_CONTROL, ROOT_FILE_CACHE_CONTROL, rootFileCacheControl } from './static-web.js';

describe('root files cache policy', () => {
  it('HTML and the service worker are revalidated every time; icons are cached an hour', () => {
    expect(rootFileCacheControl('index.html')).toBe(HTML_CACHE_CONTROL);
    expect(rootFileCacheControl('sw.js')).toBe(HTML_CACHE_CONTROL);
    expect(rootFileCacheControl('/work/dist/sw.js.br')).toBe(HTML_CACHE_CONTROL);
    expect(rootFileCacheControl('icon-192.png')).toBe(ROOT_FILE_CACHE_CONTROL);
    expect(rootFileCacheControl('not-sw.js')).toBe(ROOT_FILE_CACHE_CONTROL);
  });
});
