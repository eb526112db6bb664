/**
 * The JSON text of a `T`, made by the handler and sent as it is (the handler sets its content type
 * to JSON; Fastify sends a string with a JSON content type unchanged). The type keeps what it is
 * the text of, so ApiAnswer still checks the answer against its schema.
 */
export type JsonOf<T> = string & { readonly jsonOf?: T };
