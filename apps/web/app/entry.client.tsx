import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { afterFirstPaint } from './lib/after-first-paint';

// React Router's default entry, hydrating after the browser has painted the server's HTML. The
// document is the page (links and forms work without script); when the modules are already cached,
// hydrating straight away would hold that first paint behind ~100 ms of script on a cheap phone.
afterFirstPaint(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
