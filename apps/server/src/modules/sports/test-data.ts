import fs from 'node:fs';

/** The shared openfootball files (../shared/data beside the repository), read as published. */
export const OPENFOOTBALL_DIR = new URL('../../../../../../shared/data/openfootball/', import.meta.url);
export const readOpenfootball = (file: string) => fs.readFileSync(new URL(file, OPENFOOTBALL_DIR), 'utf8');
