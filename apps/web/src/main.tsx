import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createRoutes } from './app/router';

// The SPA shell (index.html) of every route but `/`, which has its own prerendered page (main-landing.tsx).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={createBrowserRouter(createRoutes())} />
  </StrictMode>,
);
