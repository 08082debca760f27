/** Props of SkipLink. */
type SkipLinkProps = {
  /** Id of the element that holds the screen's content. */
  targetId: string;
  label: string;
};

/** The first focusable element: lets keyboard users jump past the header and navigation. Visible on focus only. */
export function SkipLink({ targetId, label }: SkipLinkProps) {
  return (
    <a className="skip-link" href={`#${targetId}`}>
      {label}
    </a>
  );
}
