// The Canvas's checker panel: asked for by its command (the Page menu), shown by the screen.

import { createCheckerRequests } from '../../../ui/checker/checkerRequest.ts';

export const canvasCheckerRequests = createCheckerRequests();
