const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

/**
 * Parts of the app evaluated ahead of the rest on a server-rendered page, each in a task of its own:
 * as one module graph, React, RTK Query, MUI and the routes made one long task on a phone (about
 * 250 ms at Lighthouse's 4x slowdown). There load-app.js has preloaded every chunk, so this costs no
 * round trip; a page the client renders has nothing preloaded and loads them all at once instead.
 */
const PARTS = [() => import('react-dom/client'), () => import('./store'), () => import('./providers')];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(root: HTMLElement) {
  if (root.hasChildNodes()) {
    for (const part of PARTS) {
      await part();
      await nextTask();
    }
  }
  const { startApp } = await import('./start');
  await nextTask();
  await startApp(root);
}

void start(container);
