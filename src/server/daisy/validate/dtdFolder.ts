import { fileURLToPath } from 'node:url';

// The DTDs and their catalog live in the repository's sibling `../shared/dtd`
// (in CI too), found from this file so it does not depend on the working folder.
export const DEFAULT_DTD_FOLDER = fileURLToPath(new URL('../../../../../shared/dtd/', import.meta.url));
