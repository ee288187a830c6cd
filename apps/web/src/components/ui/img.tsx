import { useState, type ImgHTMLAttributes } from 'react';
import { PLACEHOLDER_IMAGE, srcSetOf } from '../../lib/images.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> & {
  src: string | undefined | null;
  alt: string;
  /** intrinsic size, so the browser reserves the space before the image arrives */
  width: number;
  height: number;
  /** the displayed width, for picking a rendition, e.g. "(min-width: 768px) 33vw, 100vw" */
  sizes?: string;
  priority?: boolean;
};

/** An image in WebP at the right size, lazy unless it is above the fold, with a neutral box on failure. */
export function Img({ src, alt, width, height, sizes = '100vw', priority = false, className = '', ...rest }: Props) {
  const [failed, setFailed] = useState(false);
  const usable = src && !failed ? src : PLACEHOLDER_IMAGE;
  return (
    <img
      {...rest}
      src={usable}
      srcSet={usable === src ? srcSetOf(src) : undefined}
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
