import { redirect } from '@/lib/page-outcome';

/** /v opens the personal data section. */
export default function Page() {
  redirect('/v/personal-data');
}
