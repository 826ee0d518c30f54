import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './auth.js';

type Directives = Record<string, string[]>;

/**
 * The policy of every answer: the console's pages, the API, the not-found answer. Only what the
 * console needs is let in beyond 'self'; each relaxation says why.
 */
export const CONSOLE_DIRECTIVES: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  // 'unsafe-eval': the form runtime checks values in the browser with the same JSON Schema
  // validator as the server (ajv), which compiles each schema into a function with new Function.
  // Inline scripts and injected <script> elements stay blocked: there is no 'unsafe-inline'.
  'script-src': ["'self'", "'unsafe-eval'"],
  // No inline event handlers (onerror=, onload=) whatever else the page lets in.
  'script-src-attr': ["'none'"],
  // 'unsafe-inline': antd writes its component styles at run time into <style> elements
  // (CSS-in-JS), and rich text keeps its colours and alignment in style attributes.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: the rich-text editor keeps pictures inside the text as data: URLs, and the API
  // documentation's stylesheet draws its icons with data: images. Other sites' images stay out
  // (they would tell those sites who reads what).
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // Menu entries of the link kind, kept inside the app, and document previews show addresses of
  // other sites in a frame; frames run in their own origin, so this lends them nothing of ours.
  // javascript: addresses stay blocked (they are not http: or https:).
  'frame-src': ["'self'", 'http:', 'https:'],
  // 'self' rather than 'none': the same frames may show a page of this app inside itself; any other
  // site still cannot frame the console (clickjacking).
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The API documentation (Swagger UI) is stricter: it evaluates no code and frames nothing. It too
 * writes a <style> element at run time, so it keeps the inline styles.
 */
export const DOCS_DIRECTIVES: Directives = {
  ...CONSOLE_DIRECTIVES,
  'script-src': ["'self'"],
  'frame-src': ["'none'"],
};

function options(directives: Directives): HelmetOptions {
  return {
    contentSecurityPolicy: {
      // Helmet's defaults include upgrade-insecure-requests, which on a plain-HTTP address other
      // than localhost (a LAN IP) makes the browser ask for every script and style over HTTPS, so
      // the console would not load at all; the directives above are the whole policy.
      useDefaults: false,
      directives,
    },
    // The server speaks plain HTTP and TLS, if any, ends at a proxy in front of it: only that proxy
    // knows whether the whole domain (includeSubDomains) is ready for HSTS, so it sets it. Browsers
    // ignore HSTS sent over plain HTTP anyway.
    strictTransportSecurity: false,
    // A third-party sign-in window comes back to /auth-redirect and hands its answer to the login
    // page through window.opener; any opener policy but the default would cut that link when the
    // window returns from the other site.
    crossOriginOpenerPolicy: false,
    // The full address only within this origin: other sites learn the origin, never a path or a
    // query (one-time links, redirect targets). 'no-referrer' would also make same-origin POSTs
    // send "Origin: null", leaving the server no origin to check.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * Security headers on every answer (helmet): a Content-Security-Policy, nosniff, same-origin
 * framing and resource policy, and a referrer policy. No CORS headers are sent: the API answers
 * only the console of its own origin. The API documentation's routes get their own policy, chosen
 * by the route that matched. Each policy is built once: building one parses its directives, which
 * would otherwise cost every request.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const consoleHeaders = helmet(options(CONSOLE_DIRECTIVES));
  const docsHeaders = helmet(options(DOCS_DIRECTIVES));
  app.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    const isDocs = route !== undefined && (route === DOCS_PREFIX || route.startsWith(`${DOCS_PREFIX}/`));
    (isDocs ? docsHeaders : consoleHeaders)(request.raw, reply.raw, (error) =>
      done(error instanceof Error ? error : undefined),
    );
  });
}
