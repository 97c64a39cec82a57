import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdInstallOffer } from './features/install/model/held-install-offer';
import { afterFirstPaint } from './lib/after-first-paint';

// The browser may offer the app's installation before React is there to hear it.
holdInstallOffer();

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
