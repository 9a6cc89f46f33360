import { useState, type ComponentType } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { FieldKind, FieldSpec } from '../../../src/ground/screenLanguage/types';
import { fieldWidgets } from '../../../src/renderer/fieldWidgets';
import type { WidgetProps } from '../../../src/renderer/widgets/WidgetProps';

/** How to drive one kind of widget: extra spec, how a user enters a value, and the value the form must get. */
interface Driver {
  field?: Partial<FieldSpec>;
  enter: (input: HTMLElement, container: HTMLElement) => Promise<void> | void;
  expected: unknown;
}

const photo = new File(['jpeg bytes'], 'receipt.jpg', { type: 'image/jpeg' });
const type = (value: string) => (input: HTMLElement) => void fireEvent.change(input, { target: { value } });

/** One driver per field kind: a new kind fails to compile here until it has one. */
const drivers: Record<FieldKind, Driver> = {
  text: { enter: type('Stage left'), expected: 'Stage left' },
  textarea: { enter: type('Two\nlines'), expected: 'Two\nlines' },
  number: { field: { min: 0, max: 100 }, enter: type('42'), expected: 42 },
  date: { enter: type('2026-11-22'), expected: '2026-11-22' },
  time: { enter: type('09:30'), expected: '09:30' },
  select: {
    field: { options: { values: [{ value: 'red', label: 'colours.red' }, { value: 'blue', label: 'colours.blue' }] } },
    enter: async (input) => {
      fireEvent.click(input);
      fireEvent.click(await screen.findByRole('option', { name: 'colours.blue' }));
    },
    expected: 'blue',
  },
  checkbox: { enter: (input) => void fireEvent.click(input), expected: true },
  file: {
    field: { accept: 'image/*' },
    enter: (_input, container) => {
      const picker = container.querySelector<HTMLInputElement>('input[type="file"]');
      if (!picker) throw new Error('no file input');
      expect(picker.accept).toBe('image/*');
      fireEvent.change(picker, { target: { files: [photo] } });
    },
    expected: photo,
  },
  password: { enter: type('s3cret-pass'), expected: 's3cret-pass' },
  signature: {
    // jsdom draws nothing: the canvas gets a no-op 2D context and a fixed PNG; the strokes are real pointer events.
    enter: async (_input, container) => {
      const canvas = container.querySelector<HTMLCanvasElement>('canvas')!;
      await waitFor(() => expect(canvas.dataset.ready).toBe('true'));
      const at = (type: string, x: number, y: number) =>
        new PointerEvent(type, { clientX: x, clientY: y, pressure: 0.5, button: 0, buttons: type === 'pointerup' ? 0 : 1, pointerId: 1, pointerType: 'pen', isPrimary: true, bubbles: true });
      canvas.dispatchEvent(at('pointerdown', 10, 10));
      canvas.dispatchEvent(at('pointermove', 40, 30));
      canvas.dispatchEvent(at('pointermove', 80, 20));
      canvas.dispatchEvent(at('pointerup', 80, 20));
      document.dispatchEvent(at('pointerup', 80, 20));
    },
    expected: 'data:image/png;base64,c2lnbmVk',
  },
  rating: {
    field: { max: 5 },
    enter: (_input, container) => {
      const fourth = container.querySelector<HTMLInputElement>('input[type="radio"][value="4"]');
      if (!fourth) throw new Error('no fourth star');
      fireEvent.click(fourth);
    },
    expected: 4,
  },
};

/** A 2D context that accepts every drawing call (jsdom has no canvas). */
const silentContext = new Proxy({}, { get: () => () => undefined, set: () => true });
HTMLCanvasElement.prototype.getContext = vi.fn(() => silentContext) as unknown as HTMLCanvasElement['getContext'];
HTMLCanvasElement.prototype.toDataURL = vi.fn(() => 'data:image/png;base64,c2lnbmVk');

/** Holds the value like a form does, so a controlled widget shows what was entered. */
function Harness({ Widget, props }: { Widget: ComponentType<WidgetProps>; props: WidgetProps }) {
  const [value, setValue] = useState<unknown>(props.value);
  const onChange = (next: unknown) => {
    setValue(next);
    props.onChange(next);
  };
  return <Widget {...props} value={value} onChange={onChange} />;
}

function renderWidget(kind: FieldKind, overrides: Partial<WidgetProps> = {}) {
  const Widget = fieldWidgets[kind];
  const field: FieldSpec = { path: 'answer', kind, label: 'questions.answer', ...drivers[kind].field };
  const props: WidgetProps = {
    field,
    name: field.path,
    label: 'Your answer',
    description: 'As on the sheet',
    placeholder: kind === 'checkbox' ? undefined : 'Type here',
    value: kind === 'checkbox' ? false : null,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    required: false,
    scope: {},
    ...overrides,
  };
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'en', resources: { en: { translation: {} } } });
  const result = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <Harness Widget={Widget} props={props} />
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
  return { ...result, props };
}

function isDisabled(element: HTMLElement): boolean {
  return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

describe.each(Object.keys(fieldWidgets) as FieldKind[])('the %s widget', (kind) => {
  it('shows its label, linked to the input, and its description', () => {
    renderWidget(kind);
    expect(screen.getByText('Your answer')).toBeTruthy();
    expect(screen.getByLabelText('Your answer')).toBeTruthy();
    expect(screen.getByText('As on the sheet')).toBeTruthy();
  });

  it('marks a required field with an asterisk, kept out of its name', () => {
    const { container, unmount } = renderWidget(kind, { required: true });
    expect(container.textContent).toContain('*');
    expect(screen.getByLabelText('Your answer')).toBeTruthy();
    unmount();
    expect(renderWidget(kind).container.textContent).not.toContain('*');
  });

  it('can be disabled', () => {
    renderWidget(kind, { disabled: true });
    expect(isDisabled(screen.getByLabelText('Your answer'))).toBe(true);
  });

  it('shows its error under the input', () => {
    renderWidget(kind, { error: 'Reason is required' });
    expect(screen.getByText('Reason is required')).toBeTruthy();
  });

  it('reports an entered value with the right type', async () => {
    const { props, container } = renderWidget(kind);
    const input = screen.getByLabelText('Your answer');
    expect(isDisabled(input)).toBe(false);
    await drivers[kind].enter(input, container);
    await waitFor(() => expect(props.onChange).toHaveBeenLastCalledWith(drivers[kind].expected));
  });
});
