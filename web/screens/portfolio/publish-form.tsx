import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyPortfolio, SetPublishedInput } from '../../../common/api/portfolio';
import { portfolioKeys, savePortfolio } from '../../api/portfolio';
import { LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { CheckboxField } from '../../components/checkbox-field';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../lib/field-error';
import { portfolioPath } from '../../lib/paths';

/**
 * Publish or unpublish the public page, with its headline: a refused save keeps what was typed and
 * says why beside the field; a published page offers its link to copy.
 */
export function PublishForm({ portfolio }: { portfolio: MyPortfolio }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isPublic, setIsPublic] = useState(portfolio.isPublic);
  const [headline, setHeadline] = useState(portfolio.headline);
  const save = useMutation<MyPortfolio, Error, SetPublishedInput>({
    mutationFn: savePortfolio,
    onSuccess: (saved) => queryClient.setQueryData(portfolioKeys.mine, saved),
  });

  // A refusal that names neither field is said above the button.
  const onNoField =
    save.error !== null && !fieldErrorOf(save.error, 'isPublic') && !fieldErrorOf(save.error, 'headline');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ isPublic, headline });
  }

  return (
    <section
      aria-labelledby="portfolio-publish"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="portfolio-publish" className="text-lg font-semibold text-slate-900">
        {t('portfolio.publish.title')}
      </h2>
      <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
        <CheckboxField
          name="isPublic"
          label={t('portfolio.publish.isPublic')}
          checked={isPublic}
          onChange={setIsPublic}
          error={fieldErrorOf(save.error, 'isPublic')}
        />
        <TextField
          name="headline"
          label={t('portfolio.publish.headline')}
          hint={t('portfolio.publish.headlineHint')}
          value={headline}
          onChange={(event) => setHeadline(event.target.value)}
          error={fieldErrorOf(save.error, 'headline')}
        />
        <FormAlert message={onNoField ? formErrorOf(save.error, 'isPublic') : undefined} />
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {save.isPending ? t('portfolio.publish.saving') : t('portfolio.publish.save')}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {save.isSuccess ? t('portfolio.publish.saved') : ''}
        </p>
      </form>
      {portfolio.profileName === null ? (
        <p className="mt-4 text-sm text-slate-700">{t('portfolio.publish.needsName')}</p>
      ) : (
        portfolio.isPublic && <PublicLink path={portfolioPath(portfolio.profileName)} />
      )}
    </section>
  );
}

/** The published page's address, with a button that copies it. */
function PublicLink({ path }: { path: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const address = `${window.location.origin}${path}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <div className="mt-4 space-y-2">
      <p className="text-sm text-slate-700">{t('portfolio.publish.linkLabel')}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={path} className={`${LINK_BUTTON} break-all`}>
          {address}
        </Link>
        <button type="button" onClick={() => void copy()} className={SECONDARY_BUTTON}>
          {t('portfolio.publish.copy')}
        </button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {copied === 'yes'
          ? t('portfolio.publish.copied')
          : copied === 'failed'
            ? t('portfolio.publish.copyFailed')
            : ''}
      </p>
    </div>
  );
}
