import { Schema } from '@formily/react';

/**
 * Formily runs every schema string written as `{{ ... }}` as JavaScript (with new Function), and
 * the page's Content-Security-Policy cannot stop it: it must allow eval for the validator. Every
 * string of a compiled form (label, placeholder, option, default value) is text a designer saved
 * on the server, and the form's own behaviour is compiled into functions, never into such strings.
 * So the expression is handed back as the text it was: a label reading `{{ ... }}` shows as typed
 * instead of running in the browser of whoever opens the form. The setting is global to Formily;
 * calling it again changes nothing.
 */
export function keepExpressionsLiteral(): void {
  Schema.registerCompiler((expression: string) => `{{${expression}}}`);
}
