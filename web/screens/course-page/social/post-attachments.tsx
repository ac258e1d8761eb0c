import { useTranslation } from 'react-i18next';
import { blockMediaDownloadUrl } from '../../../../common/api/block-media';
import type { PostAttachment } from '../../../../common/api/feed';
import { formatFileSize } from '../../../lib/format-file-size';
import { EmbedBlock } from '../blocks/embed-block';

// The contract keeps no image dimensions, so an image gets a box of fixed proportions (the image
// fitted inside): the page below does not move when it arrives.
const IMAGE_BOX = 'block aspect-[4/3] w-full max-w-xl rounded-lg bg-slate-100 object-contain';

/** One attachment of a post: an image, a playable video, a file to download, or an embedded page. */
function Attachment({ attachment, author }: { attachment: PostAttachment; author: string }) {
  const { t, i18n } = useTranslation();
  switch (attachment.kind) {
    case 'image':
      return (
        <img
          src={attachment.url}
          alt={t('social.attachments.imageAlt', { name: attachment.name, author })}
          width={640}
          height={480}
          loading="lazy"
          className={IMAGE_BOX}
        />
      );
    case 'video':
      return (
        // biome-ignore lint/a11y/useMediaCaption: a learner's upload comes without a captions track.
        <video
          controls
          preload="metadata"
          src={attachment.url}
          className="aspect-video w-full max-w-xl rounded-lg bg-slate-900"
        >
          {t('blockMedia.view.noPlayback')}
        </video>
      );
    case 'file':
      return (
        <a
          href={blockMediaDownloadUrl(attachment.url, attachment.name)}
          download={attachment.name}
          className="text-brand-800 underline"
        >
          {t('social.attachments.download', {
            name: attachment.name,
            size: formatFileSize(attachment.sizeBytes, i18n),
          })}
        </a>
      );
    case 'embed':
      return <EmbedBlock setupData={{ url: attachment.url, heightPx: 360 }} />;
  }
}

/** A post's attachments, in the order they were added. */
export function PostAttachments({ attachments, author }: { attachments: PostAttachment[]; author: string }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-3 space-y-3">
      {attachments.map((attachment, index) => (
        <li key={'uploadId' in attachment ? attachment.uploadId : `${attachment.url}-${index}`}>
          <Attachment attachment={attachment} author={author} />
        </li>
      ))}
    </ul>
  );
}
