// The Book's checker panel: asked for by its command, shown by the page.

import { createCheckerRequests } from '../../../ui/checker/checkerRequest.ts';

export const bookCheckerRequests = createCheckerRequests();
