import { useState } from 'react';

export const defaultAvatar = '/images/avatars/default.svg';

interface AvatarProps {
  src: string | null | undefined;
  /** Empty when a name is shown next to the picture, so screen readers do not read it twice. */
  alt?: string;
  /** Pixel size of the width and height attributes (reserves the space before the image loads). */
  size?: number;
  className?: string;
  /** 'lazy' below the fold: the server-rendered page would otherwise preload it with the first screen. */
  loading?: 'lazy';
}

/** A round profile picture; falls back to the default avatar (docs/product/rules.md#constants) when absent or broken. */
export function Avatar({ src, alt = '', size = 40, className = 'size-10', loading }: AvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const url = src && src !== broken ? src : defaultAvatar;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      className={`shrink-0 rounded-full bg-base-200 object-cover ${className}`}
      onError={() => {
        if (url !== defaultAvatar) setBroken(url);
      }}
    />
  );
}
