import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

/**
 * The shared openfootball files, read as published: OPENFOOTBALL_DIR when set, else the team's
 * shared data beside the checkout (../shared/data), else the workplace's copy (/work/shared/data).
 */
export const OPENFOOTBALL_DIR =
  [process.env.OPENFOOTBALL_DIR, path.join(repoRoot, '../shared/data/openfootball'), '/work/shared/data/openfootball'].find(
    (d): d is string => !!d && fs.existsSync(path.join(d, '2022-23_en.1.json')),
  ) ?? path.join(repoRoot, '../shared/data/openfootball');

export const readOpenfootball = (file: string) => fs.readFileSync(path.join(OPENFOOTBALL_DIR, file), 'utf8');
