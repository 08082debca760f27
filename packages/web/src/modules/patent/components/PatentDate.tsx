import { formatYyyymmdd } from '@app/shared';

/** Props of PatentDate. */
type PatentDateProps = {
  /** YYYYMMDD as the document model stores it. */
  value: number | undefined;
};

/** A document date as YYYY-MM-DD (SPEC §5: only 8-digit values are dates); an em dash when there is none. */
export function PatentDate({ value }: PatentDateProps) {
  const text = formatYyyymmdd(value);
  return text === null ? <span>—</span> : <time dateTime={text}>{text}</time>;
}
