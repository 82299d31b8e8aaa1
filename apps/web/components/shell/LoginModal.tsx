'use client';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useSession } from '@/app/providers';

/** The login dialog's code (panels, captcha, the dialog library) loads when it first opens, not with every page. */
const LoginDialog = dynamic(() => import('./LoginDialog').then((m) => m.LoginDialog), { ssr: false });

/** The login panel of every page (SPEC §2, §4): mounted the first time something asks for it (see LoginDialog). */
export function LoginModal() {
  const { showLoginModel } = useSession();
  const [wanted, setWanted] = useState(false);
  if (showLoginModel && !wanted) setWanted(true);
  return wanted ? <LoginDialog /> : null;
}
