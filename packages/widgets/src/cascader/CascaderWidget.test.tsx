import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ColorPickerWidget } from '../color-picker/ColorPickerWidget.js';
import { RateWidget } from '../rate/RateWidget.js';
import { SliderWidget } from '../slider/SliderWidget.js';
import { CascaderWidget } from './CascaderWidget.js';

const regions = [
  {
    fullName: '浙江',
    id: 'zj',
    children: [
      { fullName: '杭州', id: 'hz' },
      { fullName: '宁波', id: 'nb' },
    ],
  },
];

describe('CascaderWidget', () => {
  it('shows the whole label path when read-only', () => {
    render(<CascaderWidget value={['zj', 'hz']} options={regions} readOnly />);
    expect(screen.getByText('浙江/杭州')).toBeTruthy();
  });

  it('shows only the leaf when showAllLevels is false', () => {
    render(<CascaderWidget value={['zj', 'nb']} options={regions} showAllLevels={false} readOnly />);
    expect(screen.getByText('宁波')).toBeTruthy();
  });

  it('emits the value path of the picked leaf', () => {
    const onChange = vi.fn();
    render(<CascaderWidget value={null} onChange={onChange} options={regions} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByText('浙江'));
    fireEvent.click(screen.getByText('宁波'));
    expect(onChange).toHaveBeenCalledWith(['zj', 'nb']);
  });
});

describe('RateWidget, SliderWidget, ColorPickerWidget', () => {
  it('rate draws count stars and emits the clicked score', () => {
    const onChange = vi.fn();
    const { container } = render(<RateWidget value={0} onChange={onChange} count={10} />);
    const stars = container.querySelectorAll('.ant-rate-star > div');
    expect(stars).toHaveLength(10);
    fireEvent.click(stars[2] as Element);
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('slider shows its value, or the range, as text when read-only', () => {
    const { rerender } = render(<SliderWidget value={30} readOnly />);
    expect(screen.getByText('30')).toBeTruthy();
    rerender(<SliderWidget value={[10, 40]} range readOnly />);
    expect(screen.getByText('10 - 40')).toBeTruthy();
  });

  it('slider moves by step with the keyboard and emits the number', () => {
    const onChange = vi.fn();
    render(<SliderWidget value={20} onChange={onChange} step={5} />);
    fireEvent.keyDown(screen.getByRole('slider'), { key: 'ArrowRight', keyCode: 39 });
    expect(onChange).toHaveBeenCalledWith(25);
  });

  it('colour picker shows the stored colour text', () => {
    const { rerender } = render(<ColorPickerWidget value="#1677ff" readOnly />);
    expect(screen.getByText('#1677ff')).toBeTruthy();
    rerender(<ColorPickerWidget value="#1677ff" />);
    expect(screen.getByText('#1677FF')).toBeTruthy();
  });
});
