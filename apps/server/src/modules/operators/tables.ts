import type { Generated } from 'kysely';

/** Operator accounts, their console sessions and the audit log (issue 15, decision 0028). */
export interface OperatorTables {
  operator: {
    id: Generated<number>;
    name: string;
    role: string;
    password_hash: string;
    /** Base32 TOTP secret (RFC 6238, SHA-1, 6 digits, 30 s). */
    totp_secret: string;
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totp_last_step: Generated<number>;
    failed_logins: Generated<number>;
    locked_until: number | null;
    disabled: Generated<number>;
    created_at: number;
  };
  operator_session: {
    /** sha256 of the token; the token itself is only in the operator's cookie. */
    token_hash: string;
    operator_id: number;
    created_at: number;
    last_seen_at: number;
    expires_at: number;
    ip: string;
  };
  /** Append-only: database triggers (migration 0028) reject every UPDATE and DELETE of a row. */
  operator_audit: {
    id: Generated<number>;
    operator_id: number | null;
    operator_name: string;
    action: string;
    target: string;
    detail: string;
    ip: string;
    created_at: number;
  };
}
