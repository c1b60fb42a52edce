import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Button, SelectField, TextField } from '@/components/ui';
import { isExternalTrigger } from '@/domain/workflows/causality';
import { HAND_TRIGGERS, type HandTrigger } from '@/domain/workflows/simulate';
import { isEmail } from '@/domain/workflows/vocabulary';
import type { SimulationTexts } from './simulation-text';
import type { Simulation } from './use-simulation';

interface Props {
  simulation: Simulation;
  texts: SimulationTexts;
  people: readonly string[];
}

/**
 * A task made by hand (on the project page, not by this workflow) ends: the way to reach
 * steps whose trigger no step of the workflow leads to.
 */
export function SimulationByHand({ simulation, texts, people }: Props) {
  const { t } = useTranslation(['workflow-simulation', 'workflows']);
  const [trigger, setTrigger] = useState<HandTrigger>('InternalReviewTaskApproved');
  const [person, setPerson] = useState(people[0] ?? '');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const external = isExternalTrigger(trigger);
  const submit = () => {
    if (external && !isEmail(email.trim())) {
      setError(t('byHand.emailInvalid'));
      return;
    }
    setError(undefined);
    simulation.choose({
      kind: 'taskByHand',
      trigger,
      userUID: external ? null : person,
      email: external ? email.trim() : '',
    });
  };
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-300 p-2">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('byHand.legend')}</legend>
      <SelectField
        label={t('byHand.trigger')}
        value={trigger}
        onChange={(event) => {
          const next = HAND_TRIGGERS.find((entry) => entry === event.target.value);
          if (next) setTrigger(next);
        }}
      >
        {HAND_TRIGGERS.map((entry) => (
          <option key={entry} value={entry}>
            {t(`workflows:trigger.${entry}`)}
          </option>
        ))}
      </SelectField>
      {external ? (
        <TextField
          label={t('byHand.email')}
          type="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
      ) : (
        <SelectField
          label={t('byHand.person')}
          value={person}
          onChange={(event) => setPerson(event.target.value)}
        >
          {people.map((uid) => (
            <option key={uid} value={uid}>
              {texts.person(uid)}
            </option>
          ))}
        </SelectField>
      )}
      <Button size="sm" variant="secondary" onClick={submit}>
        {t('byHand.submit')}
      </Button>
    </fieldset>
  );
}
