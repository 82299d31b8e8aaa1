'use client';
// The app-router entry: the package's index also imports the pages router (next/router), about 20 KB
// gzipped on every page for nothing.
import { ProgressProvider } from '@bprogress/next/app';

/**
 * The bar itself (loaded after the page, see ProgressBar): it watches link clicks and the path, no
 * context is read below it. Its style sheet is part of the page's (styles/globals.css): inserted
 * after load, as the provider would, it would restyle every element of the page.
 */
export function ProgressBarProvider() {
  return <ProgressProvider disableStyle delay={200} options={{ showSpinner: false }} shallowRouting />;
}
