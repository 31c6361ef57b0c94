// The app's Content-Security-Policy has no 'unsafe-eval' (script-src 'self'). zod compiles fast
// object parsers with `new Function` when it may, and probes for it on the first parse: the
// browser reports that probe as a CSP violation even though zod catches it (Lighthouse's best
// practices, the "Issues" panel). The app's answers are small, so zod's plain parsers do.
//
// zod keeps its settings (what `z.config()` sets) on globalThis.__zod_globalConfig, shared by
// every copy of zod on the page. Setting the flag there, instead of importing `config` from zod,
// keeps zod out of the first screen's JavaScript (4 kB gzip otherwise), and works
// whether zod's chunk loads before or after this line. schema-config.test.ts checks that zod
// still reads it.
type ZodSettings = { jitless?: boolean };
const shared = globalThis as typeof globalThis & { __zod_globalConfig?: ZodSettings };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
