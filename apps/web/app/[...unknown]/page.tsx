import { redirect } from 'next/navigation';

/** SPEC §2: a path that matches no route goes to the home page (failed id checks on real routes are 404s). */
export default function UnknownRoute(): never {
  redirect('/');
}
