import { useTranslation } from '@/lib/i18n';
import { UrlFormDialog } from '@/components/url-form-dialog';
import { showToast } from '@/components/ui';
import { useAddRefDocLink, useFetchRefDoc } from '../api/refdoc-mutations';

/** `fetch`: the service downloads the file (upload_url); `link`: a plain link (add_url). */
export type UrlMode = 'fetch' | 'link';

/** Adds a reference document from a URL; what was typed stays when the service refuses it. */
export function RefDocUrlDialog({
  projectUID,
  mode,
  onClose,
}: {
  projectUID: string;
  mode: UrlMode;
  onClose: () => void;
}) {
  const { t } = useTranslation('refdocs');
  const fetchDoc = useFetchRefDoc(projectUID);
  const addLink = useAddRefDocLink(projectUID);
  const mutation = mode === 'fetch' ? fetchDoc : addLink;

  const submit = (url: string, name: string) => {
    const onSuccess = () => {
      showToast({
        tone: 'success',
        message: t(mode === 'fetch' ? 'url.fetchAccepted' : 'url.linkAdded'),
      });
      onClose();
    };
    if (mode === 'fetch') {
      fetchDoc.mutate({ projectUID, url, ...(name ? { fileName: name } : {}) }, { onSuccess });
    } else {
      addLink.mutate({ projectUID, url, ...(name ? { name } : {}) }, { onSuccess });
    }
  };

  return (
    <UrlFormDialog
      title={t(`url.${mode}Title`)}
      description={t(`url.${mode}Description`)}
      submitLabel={t(`url.${mode}Submit`)}
      sendingLabel={t('url.sending')}
      url={{
        label: t('url.urlLabel'),
        hint: t('url.urlHint'),
        required: t('url.required'),
        notHttp: t('url.notHttp'),
      }}
      name={{
        label: t(`url.${mode}NameLabel`),
        hint: t(`url.${mode}NameHint`),
        field: mode === 'fetch' ? 'fileName' : 'name',
        notPath: mode === 'fetch' ? t('url.nameNotPath') : undefined,
      }}
      pending={mutation.isPending}
      error={mutation.error}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
