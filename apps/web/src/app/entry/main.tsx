// The entry of the SPA shell (index.html). A page the server drew (a dashboard or admin page with the user's data, the
// food, shop and rides pages: lib/drawn-page.ts) is painted from its HTML first: the app's code (React, the router,
// Chakra, the page; about half a second of evaluation on a phone) runs only after the browser has painted it. On a
// repeat visit the code comes from the service worker at once, and evaluated as soon as the HTML was parsed it held the
// first paint back behind it. The code is downloaded meanwhile (index.html preloads it: vite.config.ts,
// appPreloads). Any other page is the empty shell: the app starts at once.
import { afterNextPaint } from './after-paint';

const start = () => void import('./main-app');
// The drawing's mark on #root (signed-in-page.tsx; lib/drawn-page.ts reads it too).
if (document.getElementById('root')?.dataset.drawn !== undefined) afterNextPaint(start);
else start();
