// Where the web build goes and what it adds to it: read by the build (next.config.ts), the server
// that serves it (apps/server/src/web/next.ts), the staleness check (scripts/web-build.mjs) and the
// Lighthouse bench. CommonJS, so the build's own loader of next.config.ts can require it too.

/** The build's directory under apps/web: NEXT_DIST_DIR lets several checkouts' builds coexist. */
exports.WEB_DIST_DIR = process.env.NEXT_DIST_DIR ?? '.next';

/** V8's explicit compile hint atop each framework chunk: compile every function eagerly, while the file streams in (decision 0065). */
exports.COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
