import type { NextConfig } from 'next';

const config: NextConfig = {
  transpilePackages: ['@sports/contracts'],
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
};

export default config;
