/**
 * A setting the server cannot start with. Its own module so that a domain reading its own
 * settings can throw it without importing the whole configuration, which imports that domain.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
