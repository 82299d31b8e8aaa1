#!/usr/bin/env node
// Builds the web app when its sources are newer than the last build (shared by npm start and the e2e run).
import { buildWebIfStale } from './web-build.mjs';
buildWebIfStale();
