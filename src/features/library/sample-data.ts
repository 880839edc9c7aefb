export type MediaKind = 'image' | 'video' | 'document' | 'audio';

export interface MediaFile {
  id: string;
  name: string;
  kind: MediaKind;
  /** Size in bytes. */
  size: number;
  /** ISO calendar date of the upload. */
  uploadedAt: string;
}

/** SPEC 2: the library's six sample files. Nothing is stored anywhere. */
export const SAMPLE_MEDIA_FILES: readonly MediaFile[] = [
  {
    id: 'file-1',
    name: 'storefront-autumn.jpg',
    kind: 'image',
    size: 2_411_724,
    uploadedAt: '2025-10-02',
  },
  {
    id: 'file-2',
    name: 'fall-menu-reel.mp4',
    kind: 'video',
    size: 18_874_368,
    uploadedAt: '2025-10-05',
  },
  {
    id: 'file-3',
    name: 'brand-guidelines.pdf',
    kind: 'document',
    size: 862_208,
    uploadedAt: '2025-09-18',
  },
  { id: 'file-4', name: 'logo-primary.png', kind: 'image', size: 48_640, uploadedAt: '2025-09-12' },
  {
    id: 'file-5',
    name: 'radio-spot.mp3',
    kind: 'audio',
    size: 3_250_585,
    uploadedAt: '2025-09-30',
  },
  {
    id: 'file-6',
    name: 'caption-ideas.txt',
    kind: 'document',
    size: 912,
    uploadedAt: '2025-10-08',
  },
];

export const MEDIA_KIND_LABELS: Record<MediaKind, string> = {
  image: 'Image',
  video: 'Video',
  document: 'Document',
  audio: 'Audio',
};
