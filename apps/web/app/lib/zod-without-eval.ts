// Zod compiles its object parsers with `new Function` when the page allows it. Our policy never
// allows eval (docs/decisions/008), and zod's probe alone is reported as a CSP violation, even
// though it catches the error and parses without compiling. So in the browser it is told not to
// try: `jitless`, set on the configuration object zod keeps on globalThis — before zod loads (it
// adopts the object) or after (the same object), as long as it is before the first parse, which
// happens after hydration. The server keeps the compiled parsers (it has no CSP).

const ZOD_CONFIG = '__zod_globalConfig';

export function parseZodWithoutEval(scope: object = globalThis): void {
  const config: unknown = Reflect.get(scope, ZOD_CONFIG);
  if (typeof config === 'object' && config !== null) Reflect.set(config, 'jitless', true);
  else Reflect.set(scope, ZOD_CONFIG, { jitless: true });
}

if (typeof document !== 'undefined') parseZodWithoutEval();
