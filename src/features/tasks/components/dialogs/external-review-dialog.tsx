import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { EmailLanguage, Project } from '@/api/types';
import { SelectField, TextField } from '@/components/ui';
import { emailLanguages } from '@/lib/i18n';
import { optionalFields } from '../../model/optional-fields';
import { AssetChecklist } from '../form/asset-checklist';
import { DueCommentFields } from '../form/due-comment-fields';
import { TaskFormDialog } from '../form/task-form-dialog';
import { useCreateTaskForm } from '../form/use-create-task-form';

const FIELDS = ['email', 'assetUIDs', 'password', 'emailSubject', 'emailLanguage'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function Checkbox({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- the label wraps its input; its text sits two spans deep, past the rule's search depth
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className="mt-1 size-4 accent-blue-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium text-slate-900">{label}</span>
        <span className="block text-slate-700">{hint}</span>
      </span>
    </label>
  );
}

/** Invites someone outside the company by e-mail to review assets (review_asset_ext). */
export function ExternalReviewDialog({
  project,
  onClose,
}: {
  project: Project;
  onClose: () => void;
}) {
  const { t } = useTranslation('tasks');
  const form = useCreateTaskForm(FIELDS, onClose);
  const [email, setEmail] = useState('');
  const [assetUIDs, setAssetUIDs] = useState<string[]>([]);
  const [password, setPassword] = useState('');
  const [language, setLanguage] = useState<EmailLanguage>('English');
  const [subject, setSubject] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [allowDownload, setAllowDownload] = useState(false);
  const emailProblem =
    email.trim() === ''
      ? t('form.emailRequired')
      : EMAIL.test(email.trim())
        ? undefined
        : t('form.emailInvalid');

  const submit = () =>
    form.submit(
      !emailProblem && assetUIDs.length > 0,
      {
        kind: 'review_asset_ext',
        body: {
          projectUID: project.projectUID,
          email: email.trim(),
          assetUIDs,
          emailLanguage: language,
          isReadOnly: readOnly,
          isAllowDownloadAssets: allowDownload,
          ...optionalFields({ password, emailSubject: subject }),
          ...form.scheduleBody,
        },
      },
      () => t('create.review_asset_ext.sent', { email: email.trim() }),
    );

  return (
    <TaskFormDialog
      title={t('create.review_asset_ext.title')}
      description={t('create.review_asset_ext.description', { name: project.name })}
      submitLabel={t('create.review_asset_ext.submit')}
      pending={form.pending}
      message={form.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        label={t('form.email')}
        type="email"
        autoComplete="off"
        required
        value={email}
        error={form.errorOf('email', emailProblem)}
        onChange={(event) => setEmail(event.target.value)}
      />
      <AssetChecklist
        assets={project.assets ?? []}
        selected={assetUIDs}
        error={form.errorOf('assetUIDs', assetUIDs.length === 0 && t('form.assetsRequired'))}
        onChange={setAssetUIDs}
      />
      <TextField
        label={t('form.password')}
        autoComplete="off"
        value={password}
        hint={t('form.passwordHint')}
        error={form.errorOf('password')}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SelectField
        label={t('form.language')}
        value={language}
        error={form.errorOf('emailLanguage')}
        onChange={(event) =>
          setLanguage(emailLanguages.find((l) => l === event.target.value) ?? 'English')
        }
      >
        {emailLanguages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('form.subject')}
        value={subject}
        hint={t('form.subjectHint')}
        error={form.errorOf('emailSubject')}
        onChange={(event) => setSubject(event.target.value)}
      />
      <Checkbox
        label={t('form.readOnly')}
        hint={t('form.readOnlyHint')}
        checked={readOnly}
        onChange={setReadOnly}
      />
      <Checkbox
        label={t('form.allowDownload')}
        hint={t('form.allowDownloadHint')}
        checked={allowDownload}
        onChange={setAllowDownload}
      />
      <DueCommentFields {...form.schedule} />
    </TaskFormDialog>
  );
}
