// The API's types, generated from the server's OpenAPI document (see docs/api.md).
import type { components } from './schema';

/** A schema of the API by its name in the OpenAPI document, e.g. `Schema<'ProfileInput'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
