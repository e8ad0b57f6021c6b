/** The collab module's public read of an idea's newest pending requests (the workspace shows them). */
export { pendingRequestsOf } from './collab.repo.ts';
