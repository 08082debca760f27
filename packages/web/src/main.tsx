import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import './i18n/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppQueryClient } from './app/createAppQueryClient';
import { createAppRouter } from './app/createAppRouter';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Created here, once, rather than in a component: StrictMode runs state initialisers twice in development.
const router = createAppRouter();
const queryClient = createAppQueryClient();

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
