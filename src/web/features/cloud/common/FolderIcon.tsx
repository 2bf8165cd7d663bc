/** A folder, drawn: decoration only (the card's text says it is a folder). */
export function FolderIcon() {
  return (
    <svg className="folder-icon" viewBox="0 0 48 36" aria-hidden="true" focusable="false">
      <path d="M2 6a3 3 0 0 1 3-3h13l4 5h21a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3z" fill="currentColor" />
    </svg>
  );
}
