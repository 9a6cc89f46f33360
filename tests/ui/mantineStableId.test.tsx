import { describe, expect, it } from 'vitest';
import { render, renderHook } from '@testing-library/react';
import { useId } from '../../src/ui/mantineStableId';

describe("Mantine's id hook, without its second render", () => {
  it('draws once and keeps its id for the component’s life', () => {
    let renders = 0;
    const { result, rerender } = renderHook(() => {
      renders += 1;
      return useId();
    });
    const first = result.current;
    expect(renders).toBe(1);
    rerender();
    expect(result.current).toBe(first);
  });

  it('gives each component its own id, usable as an element id and in a CSS selector', () => {
    const { result: a } = renderHook(() => useId());
    const { result: b } = renderHook(() => useId());
    expect(a.current).not.toBe(b.current);
    expect(a.current).toMatch(/^mantine-[\w-]+$/);
    function Labelled() {
      return <span id={useId()}>text</span>;
    }
    const { container } = render(<Labelled />);
    const id = container.querySelector('span')!.id;
    expect(container.querySelector(`#${id}`)?.textContent).toBe('text');
  });

  it('answers the id it is given', () => {
    expect(renderHook(() => useId('given')).result.current).toBe('given');
  });
});
