import { z } from 'zod'

// Zod probes `new Function()` when it builds an object schema, to compile faster parsers; the
// storefront's Content-Security-Policy forbids eval. In the browser every schema must be built
// after this line, so every module here (and any browser code) imports z from this file.
if ('document' in globalThis) z.config({ jitless: true })

export { z }
