import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/components/ui';
import { DEMO_SIGN_IN_PASSWORD, DEMO_SIGN_INS, type DemoSignIn } from '../lib/demo-accounts';

interface DemoAccountsProps {
  /** Fills the form with the account (the person still presses Sign in). */
  onChoose: (account: DemoSignIn, password: string) => void;
}

/** The offline demo's accounts, named on its sign-in page so nobody has to look them up. */
export function DemoAccounts({ onChoose }: DemoAccountsProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 border-t border-slate-200 pt-4"
    >
      <h2 id={titleId} className="text-sm font-semibold">
        {t('demo.title')}
      </h2>
      <p className="text-sm text-slate-700">
        {t('demo.intro', { password: DEMO_SIGN_IN_PASSWORD })}
      </p>
      <ul className="flex flex-col gap-2">
        {DEMO_SIGN_INS.map((account) => (
          <li key={account.email}>
            <Button
              variant="secondary"
              size="sm"
              className="w-full justify-between"
              onClick={() => onChoose(account, DEMO_SIGN_IN_PASSWORD)}
            >
              <span dir="ltr">{account.email}</span>
              <span className="font-normal text-slate-700">{t(account.roleKey)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
