import { Button, Group, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

export interface CopyTextProps {
  /** What lands in the clipboard. */
  text: string;
  /** The button's label ('Copy Discord timestamp'). */
  label: string;
  /** Names the text for a screen reader and labels the fallback field ('Discord timestamp'). */
  textName: string;
}

const FEEDBACK_MS = 2000;

/**
 * A button that copies `text`, then says 'Copied' for 2 s (also announced). Where the clipboard is unavailable or
 * refused (an insecure origin, a denied permission), the text is shown in a field, selected, to copy by hand.
 */
export function CopyText({ text, label, textName }: CopyTextProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const field = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'manual') field.current?.select();
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- absent outside secure origins
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Button variant="light" size="xs" onClick={() => void copy()}>
        {state === 'copied' ? 'Copied' : label}
      </Button>
      <span role="status" className="visually-hidden">
        {state === 'copied' ? `${textName} copied` : ''}
      </span>
      {state === 'manual' ? (
        <TextInput
          ref={field}
          readOnly
          size="xs"
          label={`${textName}: copy it with Ctrl+C or ⌘C`}
          value={text}
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: '1 1 14rem' }}
        />
      ) : null}
    </Group>
  );
}
