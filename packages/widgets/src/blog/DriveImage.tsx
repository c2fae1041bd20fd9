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
 * Where a post picture is fetched from: the one place its URL is built (a Drive link rewritten to
 * the form that renders, with a srcset of scaled widths); an empty one is the stock image.
 */
export function driveImageSources(src: string, api: string): { src: string; srcSet?: string } {
  if (!src.trim()) return { src: STOCK_IMAGE_URL };
  const template = driveImageTemplate(api);
  return { src: driveImageUrl(src, template), srcSet: driveImageSrcSet(src, template) };
}

/** The class every post picture carries: `brokenImageStyles` covers it with the stock image. */
const DRIVE_IMAGE_CLASS = "mw-drive-image";

/**
 * A post image (give `sizes`): a broken image becomes the stock one, once. One that failed before
 * the widget's code ran (server-rendered, its error event long gone) shows the stock image through
 * its styles (`brokenImageStyles`), with or without JavaScript.
 */
export function DriveImage({ src, api, alt, className, ...rest }: DriveImageProps) {
  const wanted = driveImageSources(src, api);
  const [failed, setFailed] = useState<string | undefined>();
  const broken = failed === wanted.src;
  const shown = broken ? STOCK_IMAGE_URL : wanted.src;
  return (
    <img
      {...rest}
      className={className ? `${className} ${DRIVE_IMAGE_CLASS}` : DRIVE_IMAGE_CLASS}
      alt={alt}
      srcSet={broken ? undefined : wanted.srcSet}
      src={shown}
      data-fallback={shown === STOCK_IMAGE_URL ? "true" : undefined}
      // Only the wanted image may fail over: if the stock image itself failed there is nothing to loop to.
      onError={() => {
        if (shown !== STOCK_IMAGE_URL) setFailed(wanted.src);
      }}
    />
  );
}

/**
 * The stock image over every picture of `selector` that could not load (post pictures, and the
 * pictures of a post's document): a broken image draws its pseudo-elements, a loaded one never
 * does, so this needs no script and no error event (spec §8: broken images fall back to a stock
 * image). It covers the browser's broken-image icon and the alt text, which stays for assistive
 * technologies.
 */
export const brokenImageStyles = (selector = `.${DRIVE_IMAGE_CLASS}`) => `
${selector} { position: relative; }
${selector.replace(/,\s*/g, "::after, ")}::after { content: ""; position: absolute; inset: 0; background: url("${STOCK_IMAGE_URL}") center / cover; border-radius: inherit; }
`;
