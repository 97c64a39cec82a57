/**
 * Copies `text` to the clipboard; false when the browser refuses (no Clipboard API, an insecure
 * page, a denied permission), so the caller can fall back to selecting the text for the player.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !('clipboard' in navigator)) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Whether the device has the Web Share API (most phones; few desktops). */
export function canShareLinks(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}
