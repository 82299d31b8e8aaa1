import type { LiveService } from '../service';

/**
 * A list route's answer kept for every visitor (list-answers.ts): built by `build` at most once per
 * query (or `key`, when the answer depends on more than the query) and list version, then sent as
 * kept bytes (compressed for clients that accept it).
 */
export const sharedList = (svc: LiveService) => svc.sharedAnswer;
