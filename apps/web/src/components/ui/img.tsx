import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, srcSetOf } from '../../lib/images.ts';
import { usePreloadImage } from '../document-head.tsx';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string | undefined | null;
  alt: string;
  /** intrinsic size, so the browser reserves the space before the image arrives */
  width: number;
  height: number;
  /** the displayed width, for picking a rendition, e.g. "(min-width: 768px) 33vw, 100vw" */
  sizes?: string;
  /** the page's largest picture (its LCP): preloaded at high priority, never lazy */
  priority?: boolean;
};

/**
 * An image in WebP at the right size (srcset from the stored renditions, decision 0001), with its intrinsic
 * size so nothing shifts when it arrives, lazy unless it is the page's main picture, and a neutral box on failure.
 */
export function Img({ src, alt, width, height, sizes = '100vw', priority = false, className = '', ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : PLACEHOLDER_IMAGE;
  const srcSet = usable === src ? srcSetOf(src) : undefined;
  // a <link rel="preload"> in the head: server-rendered HTML names it before the <img> is parsed
  usePreloadImage(priority && usable === src ? { src, srcSet, sizes } : undefined);
  return (
    <img
      {...rest}
      src={usable}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`bg-slate-200 object-cover ${className}`}
    />
  );
}

const SHAPES = {
  '3/2': { width: 640, height: 427, aspect: 'aspect-[3/2]' },
  '4/3': { width: 640, height: 480, aspect: 'aspect-[4/3]' },
  '8/5': { width: 640, height: 400, aspect: 'aspect-[8/5]' },
} as const;

/** A listing's photo the width of its box, in one of the catalogue's shapes (640 px wide at most). */
export function CardPhoto({
  shape,
  className = '',
  ...rest
}: Omit<Props, 'width' | 'height'> & { shape: keyof typeof SHAPES; sizes: string }) {
  const { width, height, aspect } = SHAPES[shape];
  return <Img {...rest} width={width} height={height} className={`${aspect} w-full ${className}`} />;
}
