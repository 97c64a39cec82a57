import { useCallback, useEffect, useRef, useState } from 'react';
import { isPreviewableImage } from '../model/upload-checks';

export interface FilePreview {
  file: File | null;
  /** An object URL for a picture; null for a PDF or when nothing is chosen. */
  previewUrl: string | null;
  /** Chooses another file (or none); the previous preview's URL is released. */
  select(file: File | null): void;
}

/**
 * A chosen file and its preview. The object URL is made when the file is chosen and revoked when
 * another is chosen or the component goes away, so previews never pile up in memory.
 */
export function useFilePreview(): FilePreview {
  const [selection, setSelection] = useState<{ file: File; url: string | null } | null>(null);
  const currentUrl = useRef<string | null>(null);

  const select = useCallback((file: File | null) => {
    if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
    const url = file && isPreviewableImage(file) ? URL.createObjectURL(file) : null;
    currentUrl.current = url;
    setSelection(file ? { file, url } : null);
  }, []);

  useRevokeOnUnmount(currentUrl);

  return { file: selection?.file ?? null, previewUrl: selection?.url ?? null, select };
}

function useRevokeOnUnmount(url: React.RefObject<string | null>) {
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
      url.current = null;
    },
    [url],
  );
}
