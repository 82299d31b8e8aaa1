'use client';
import { useEffect, useRef } from 'react';
import { btn } from './ui';
import { uploadConsoleImages } from './upload';

const TOOLS: { label: string; command: string; value?: string }[] = [
  { label: '加粗', command: 'bold' },
  { label: '斜体', command: 'italic' },
  { label: '小标题', command: 'formatBlock', value: 'h3' },
  { label: '正文', command: 'formatBlock', value: 'p' },
  { label: '引用', command: 'formatBlock', value: 'blockquote' },
  { label: '列表', command: 'insertUnorderedList' },
];

/**
 * The article body: an editable area with a small toolbar and picture upload. What it produces is
 * only a draft: the server sanitises the HTML on every save (sanitize-html, decision 0025).
 */
export function RichText({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const area = useRef<HTMLDivElement>(null);
  // Only an outside change (another article loaded) rewrites the area; typing keeps the caret.
  useEffect(() => {
    const el = area.current;
    if (el && el.innerHTML !== value) el.innerHTML = value;
  }, [value]);
  const sync = () => onChange(area.current?.innerHTML ?? '');
  const run = (command: string, arg?: string) => {
    area.current?.focus();
    document.execCommand(command, false, arg);
    sync();
  };
  const link = () => {
    const href = window.prompt('链接地址（https://…）');
    if (href) run('createLink', href);
  };
  const pictures = async (files: FileList | null) => {
    for (const url of await uploadConsoleImages(files)) run('insertImage', url);
  };
  return (
    <div className="rounded border border-slate-300">
      <div className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1">
        {TOOLS.map((t) => (
          <button key={t.label} type="button" className={`${btn} bg-slate-600`} onClick={() => run(t.command, t.value)}>
            {t.label}
          </button>
        ))}
        <button type="button" className={`${btn} bg-slate-600`} onClick={link}>
          链接
        </button>
        <label className={`${btn} cursor-pointer bg-slate-600`}>
          插入图片
          <input
            type="file"
            accept="image/*"
            multiple
            className="hidden"
            aria-label="插入正文图片"
            onChange={(e) => void pictures(e.target.files).then(() => (e.target.value = ''))}
          />
        </label>
      </div>
      <div
        ref={area}
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        contentEditable
        suppressContentEditableWarning
        className="prose min-h-64 max-w-none p-3 text-sm outline-none [&_img]:max-w-full"
        onInput={sync}
        onBlur={sync}
      />
    </div>
  );
}
