import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRoutes } from './app/routes';
import { createI18n } from './i18n/i18n';
import { languageStorageKey, resolveLanguage } from './machines/language.machine';
import { readStored } from './platform/storage';

const i18n = createI18n(resolveLanguage(readStored(languageStorageKey)));
const router = createBrowserRouter(createAppRoutes({ loadNamespace: (namespace) => i18n.loadNamespaces(namespace) }));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
