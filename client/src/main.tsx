import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { type SeededQuery, seededQueriesId } from '#shared/server-rendering.ts';
import { withTexts } from './lib/with-texts.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A page the server rendered carries the queries it rendered with (docs/decisions/020): the app
// hydrates that markup from the same data; any other page starts from the empty shell.
const seeded = document.getElementById(seededQueriesId)?.textContent;
const app = (queries: SeededQuery[]) => (
  <StrictMode>
    <App queries={queries} />
  </StrictMode>
);
const start = () => {
  if (seeded) hydrateRoot(root, app(JSON.parse(seeded) as SeededQuery[]));
  else createRoot(root).render(app([]));
};
// A page in another language than English (its <html lang>, set by the server) renders once the
// translations of the code loaded so far are in: the markup must match the server's.
void withTexts(Promise.resolve()).then(start);
