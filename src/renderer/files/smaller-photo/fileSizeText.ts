/**
 * A file's size as phones write it, in the person's language: megabytes with one decimal from 0.1 MB ("4.8 MB",
 * "4,8 Mo"), kilobytes below ("85 kB"). Decimal units, as a phone's gallery counts them.
 */
export function fileSizeText(bytes: number, locale: string): string {
  const megabytes = bytes / 1_000_000;
  if (megabytes >= 0.1) return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1000));
}
