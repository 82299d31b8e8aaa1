import type { TSport } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A match as plans see it (the sports capability's PlanMatch). */
export interface MatchView {
  matchId: number;
  sport: TSport;
  competition: string;
  home: string;
  away: string;
  kickoffAt: number;
  state: number;
  homeScore: number;
  awayScore: number;
  outcome: 'finished' | 'void' | null;
}
export interface LinesView {
  europe: { home: number; draw: number; away: number } | null;
  handicap: { line: number; home: number; away: number } | null;
  overunder: { line: number; over: number; under: number } | null;
}
export interface JournalEntry {
  userId: number | null;
  tradeType: 4 | 6 | 16;
  balance?: number;
  cash?: number;
}

/** What the experts capability needs from others, wired in compose.ts. */
export interface ExpertPorts {
  /** identity */
  users(ids: number[]): Promise<Map<number, { nickName: string; portrait: string; description: string }>>;
  isExpert(userId: number): Promise<boolean>;
  setExpert(userId: number, on: boolean): Promise<void>;
  expertIds(): Promise<number[]>;
  /** sports */
  matches(ids: number[]): Promise<Map<number, MatchView>>;
  upcoming(q: {
    sport: TSport;
    from: number;
    to: number;
    word?: string;
    competition?: string;
    limit: number;
    finished?: boolean;
  }): Promise<MatchView[]>;
  lines(ids: number[]): Promise<Map<number, LinesView>>;
  /** wallet: one transaction, journals booked in it */
  transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Books a journal in `trx` (refused when a balance would go below zero); the users' diamond balances after it. */
  book(
    trx: Kysely<Database>,
    journal: { ref: string; tradeType: 4 | 6 | 16; memo?: string; entries: JournalEntry[] },
  ): Promise<Map<number, number>>;
}
