import { useTranslation } from '@/lib/i18n';
import type { Project } from '@/api/types';
import { UrlFormDialog } from '@/components/url-form-dialog';
import { showToast } from '@/components/ui';
import { useUploadFromUrl } from '../api/upload-from-url';

/** POST /api/v1/asset/upload_url: the service downloads a public http(s) file into the project. */
export function UrlUploadDialog({
  project,
  onClose,
}: {
  project: Pick<Project, 'projectUID' | 'name'>;
  onClose: () => void;
}) {
  const { t } = useTranslation('uploads');
  const mutation = useUploadFromUrl(project.projectUID);
  const submit = (url: string, fileName: string) =>
    mutation.mutate(
      { projectUID: project.projectUID, url, ...(fileName ? { fileName } : {}) },
      {
        onSuccess: () => {
          showToast({ tone: 'success', message: t('url.accepted', { name: project.name }) });
          onClose();
        },
      },
    );

  return (
    <UrlFormDialog
      title={t('url.title')}
      description={t('url.description', { name: project.name })}
      submitLabel={t('url.submit')}
      sendingLabel={t('url.sending')}
      url={{
        label: t('url.urlLabel'),
        hint: t('url.urlHint'),
        required: t('url.required'),
        notHttp: t('url.notHttp'),
      }}
      name={{
        label: t('url.nameLabel'),
        hint: t('url.nameHint'),
        field: 'fileName',
        notPath: t('url.nameNotPath'),
      }}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
