/** The HTTP layer's own table: idempotency keys of money POSTs; times epoch ms. */
export interface IdempotencyTables {
  idempotency_key: {
    user_id: number;
    /** the client's Idempotency-Key header */
    key: string;
    /** sha-256 of method, path and body: the same key with another request is refused */
    fingerprint: string;
    /** null while the first request is being answered */
    status_code: number | null;
    answer: string | null;
    created_at: number;
  };
}
