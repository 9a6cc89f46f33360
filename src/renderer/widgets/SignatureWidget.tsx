import { SignaturePad } from './SignaturePad';
import type { WidgetProps } from './WidgetProps';

/**
 * `kind: signature`: a signature drawn on the phone (a PNG data URL, or null while empty), e.g. a client signing
 * a delivery note on site. The drawing library loads only when a pad is shown.
 */
export function SignatureWidget({ label, description, onChange, error, disabled, required }: WidgetProps) {
  return <SignaturePad label={label} description={description} onChange={onChange} error={error} disabled={disabled} required={required} />;
}
