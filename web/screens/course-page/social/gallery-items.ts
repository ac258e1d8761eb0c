import type { Post, PostAttachment } from '../../../../common/api/feed';
import { GALLERY_MEDIA_KINDS } from '../../../../common/api/gallery';

/** An image or video a post carries. */
export type GalleryMedia = Exclude<PostAttachment, { kind: 'embed' }> & { kind: 'image' | 'video' };

/** One picture or video of the gallery, with the post it was posted in. */
export interface GalleryItem {
  key: string;
  media: GalleryMedia;
  post: Post;
}

const isGalleryMedia = (attachment: PostAttachment): attachment is GalleryMedia =>
  (GALLERY_MEDIA_KINDS as readonly string[]).includes(attachment.kind);

/** The gallery's items in order: each post's images and videos, newest post first (as the server gave them). */
export function galleryItemsOf(posts: readonly Post[]): GalleryItem[] {
  return posts.flatMap((post) =>
    post.attachments
      .filter(isGalleryMedia)
      .map((media) => ({ key: `${post.id}:${media.uploadId}`, media, post })),
  );
}
