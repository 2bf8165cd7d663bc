// The path of the server's OpenAPI document; apart from openApi.ts so the web loads no zod for it.
export const OPENAPI_PATH = '/openapi.json';
