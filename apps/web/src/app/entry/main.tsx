import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '../app';
import { createRoutes } from '../router';

// The SPA shell (index.html) of every route but the prerendered pages (PRERENDERED_PATHS), whose entry is main-prerendered.tsx.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={createBrowserRouter(createRoutes())} />
  </StrictMode>,
);
