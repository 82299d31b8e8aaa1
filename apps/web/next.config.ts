import type { NextConfig } from 'next';

const config: NextConfig = {
  transpilePackages: ['@sports/contracts'],
  /** Separate build directories let several checkouts' builds coexist (NEXT_DIST_DIR); default .next. */
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default config;
