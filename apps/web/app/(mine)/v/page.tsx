import { redirect } from 'next/navigation';

/** /v opens the personal data section. */
export default function Page() {
  redirect('/v/personal-data');
}
