import { useId, type ChangeEvent } from 'react';
import { Input, Rating } from '@mantine/core';
import { useTexts } from '../texts';
import type { WidgetProps } from './WidgetProps';

/**
 * `kind: rating`: a score given as stars (a whole number from 1 to `max`, default 5; null until one is picked). The
 * stars are radio buttons of one labelled group: a tap picks one, and the arrow keys move and pick as in any radio
 * group; each star is named for screen readers ("4 of 5 stars"). A disabled rating shows its stars without inputs.
 */
export function RatingWidget({ field, name, label, description, value, onChange, onBlur, error, required, disabled }: WidgetProps) {
  const { t } = useTexts();
  // The label text alone names the group, so the required asterisk stays out of its accessible name.
  const labelId = useId();
  const max = field.max ?? 5;
  return (
    <Input.Wrapper label={<span id={labelId}>{label}</span>} labelElement="div" description={description} error={error} required={required}>
      <Rating
        name={name}
        count={max}
        size="xl"
        mt={4}
        value={typeof value === 'number' ? value : 0}
        onChange={(score) => onChange(score)}
        // A star's radio changed by the keyboard (arrows) or a screen reader counts at once, not only on Enter.
        onChangeCapture={(event: ChangeEvent<HTMLInputElement>) => event.target.type === 'radio' && onChange(Number(event.target.value))}
        onBlur={onBlur}
        readOnly={disabled}
        getSymbolLabel={(score) => t('rating.starLabel', { score, max })}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-disabled={disabled || undefined}
        aria-invalid={error ? true : undefined}
      />
    </Input.Wrapper>
  );
}
