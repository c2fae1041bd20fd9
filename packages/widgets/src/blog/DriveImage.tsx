import { useState, type ImgHTMLAttributes } from "react";
import { STOCK_IMAGE_URL } from "../assets/stockImage";
import { driveImageSrcSet, driveImageTemplate, driveImageUrl } from "@marketing/contracts";

export interface DriveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src"> {
  /** A Drive share link (any form) or a plain image URL; empty shows the stock image. */
  src: string;
  /** The `api` setting: Drive pictures are read through its image route. */
  api: string;
}

/**
 * A post image: Drive links rewritten to the form that renders, with a srcset of scaled widths
 * (give `sizes`); a broken image becomes the stock one, once.
 */
export function DriveImage({ src, api, alt, ...rest }: DriveImageProps) {
  const template = driveImageTemplate(api);
  const wanted = src.trim() ? driveImageUrl(src, template) : STOCK_IMAGE_URL;
  const [failed, setFailed] = useState<string | undefined>();
  const shown = failed === wanted ? STOCK_IMAGE_URL : wanted;
  return (
    <img
      {...rest}
      alt={alt}
      srcSet={shown === wanted ? driveImageSrcSet(src, template) : undefined}
      src={shown}
      data-fallback={shown === STOCK_IMAGE_URL ? "true" : undefined}
      // Only the wanted image may fail over: if the stock image itself failed there is nothing to loop to.
      onError={() => {
        if (shown !== STOCK_IMAGE_URL) setFailed(wanted);
      }}
    />
  );
}
