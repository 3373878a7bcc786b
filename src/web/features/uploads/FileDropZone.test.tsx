// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './FileDropZone';

const MB = 1024 * 1024;

function fileOf(name: string, type: string, size = 100): File {
  const file = new File(['%PDF-1.7'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const input = () => screen.getByLabelText<HTMLInputElement>('Upload Experian report');

describe('FileDropZone', () => {
  afterEach(cleanup);

  it('is a labelled file input reachable with the keyboard, accepting the four extensions', async () => {
    render(<FileDropZone label="Upload Experian report" onFile={vi.fn()} />);
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(input());
    expect(input().type).toBe('file');
    expect(input().accept).toContain('.pdf');
    expect(input().accept).toContain('.jpg');
    expect(input().accept).toContain('.jpeg');
    expect(input().accept).toContain('.png');
    expect(input().multiple).toBe(false);
    expect(screen.getByText('PDF, JPEG, PNG or a saved web page (HTML) up to 10MB, or up to 20 photos of one report')).toBeTruthy();
  });

  it('passes on a chosen file', async () => {
    const onFile = vi.fn();
    render(<FileDropZone label="Upload Experian report" onFile={onFile} />);
    const file = fileOf('report.pdf', 'application/pdf');
    await userEvent.setup().upload(input(), file);
    expect(onFile).toHaveBeenCalledExactlyOnceWith(file);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the size alert and passes nothing on for a file over 10 MB', async () => {
    const onFile = vi.fn();
    render(<FileDropZone label="Upload Experian report" onFile={onFile} />);
    await userEvent.setup().upload(input(), fileOf('big.pdf', 'application/pdf', 10 * MB + 1));
    expect(screen.getByRole('alert').textContent).toBe('File size exceeds the limit of 10.00MB');
    expect(onFile).not.toHaveBeenCalled();
    // A good file afterwards clears the alert.
    await userEvent.setup().upload(input(), fileOf('ok.png', 'image/png'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onFile).toHaveBeenCalledOnce();
  });

  it('refuses another type with the spec sentence', async () => {
    const onFile = vi.fn();
    render(<FileDropZone label="Upload Experian report" onFile={onFile} />);
    await userEvent.setup({ applyAccept: false }).upload(input(), fileOf('notes.txt', 'text/plain'));
    expect(screen.getByRole('alert').textContent).toBe('Invalid file type. Please upload a PDF, JPEG, or PNG file.');
    expect(onFile).not.toHaveBeenCalled();
  });

  it('takes the first of several dropped files', () => {
    const onFile = vi.fn();
    render(<FileDropZone label="Upload Experian report" onFile={onFile} />);
    const first = fileOf('first.jpg', 'image/jpeg');
    const zone = screen.getByTestId('file-drop-zone');
    fireEvent.dragOver(zone, { dataTransfer: { files: [first], dropEffect: 'none' } });
    expect(zone.dataset.dragging).toBe('true');
    expect(screen.getByText('Drop the file to upload it')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [first, fileOf('second.pdf', 'application/pdf')] } });
    expect(onFile).toHaveBeenCalledExactlyOnceWith(first);
    expect(zone.dataset.dragging).toBeUndefined();
  });

  it('ignores files while disabled', () => {
    const onFile = vi.fn();
    render(<FileDropZone label="Upload Experian report" onFile={onFile} disabled />);
    expect(input().disabled).toBe(true);
    fireEvent.drop(screen.getByTestId('file-drop-zone'), { dataTransfer: { files: [fileOf('r.pdf', 'application/pdf')] } });
    expect(onFile).not.toHaveBeenCalled();
  });

  it('for a report takes several photos, in the order chosen, and a saved web page', () => {
    const onFiles = vi.fn();
    render(<FileDropZone label="Upload Experian report" onFiles={onFiles} />);
    expect(input().multiple).toBe(true);
    expect(input().accept).toContain('.html');
    const pages = [fileOf('page1.jpg', 'image/jpeg'), fileOf('page2.png', 'image/png')];
    fireEvent.change(input(), { target: { files: pages } });
    expect(onFiles).toHaveBeenCalledWith(pages);
    fireEvent.change(input(), { target: { files: [fileOf('report.html', 'text/html')] } });
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'report.html' })]);
  });
});
