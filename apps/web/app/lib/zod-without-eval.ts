// Zod compiles its object parsers with `new Function` when the page allows it, and probes for that
// as soon as a module defines an object schema. Our policy never allows eval (docs/decisions/008),
// and the probe alone is reported as a CSP violation even though zod catches the error and parses
// without compiling. So the document tells it not to try (`jitless`) before any module runs: this
// classic inline script (with the nonce) runs while the head is parsed, before the module scripts.
// It sets the flag on the configuration object zod adopts from globalThis when it loads. The
// server keeps the compiled parsers (it has no CSP).

/** The inline script's text (the root layout renders it first in the head). */
export const ZOD_WITHOUT_EVAL_SCRIPT =
  '(globalThis.__zod_globalConfig=globalThis.__zod_globalConfig||{}).jitless=true;';
