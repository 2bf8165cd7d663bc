import { createContext, useContext } from 'react';
import { browserImageConverter, type ImageConverter } from './imageConverter.ts';

/**
 * Where the image dialog and the sharpness tool get their converter: the
 * browser's worker unless a test (jsdom has no Worker or createImageBitmap)
 * provides another.
 */
export const ImageConverterContext = createContext<ImageConverter | undefined>(undefined);

export function useImageConverter(): ImageConverter {
  return useContext(ImageConverterContext) ?? browserImageConverter();
}
