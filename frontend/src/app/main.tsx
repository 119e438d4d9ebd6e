import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { makeStore } from './store';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// A transition lets React yield to the browser while it builds the first page (no long task).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App store={makeStore()} />
    </StrictMode>,
  );
});
