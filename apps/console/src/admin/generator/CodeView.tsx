import { Highlight, themes } from 'prism-react-renderer';

/** Prism's names for the languages of the generated files. */
const LANGUAGES: ReadonlyMap<string, string> = new Map([
  ['ts', 'typescript'],
  ['tsx', 'tsx'],
  ['md', 'markdown'],
]);

/** A file's text, highlighted by its type, with line numbers. */
export function CodeView({ code, fileType }: { code: string; fileType: string }) {
  return (
    <Highlight
      theme={themes.github}
      code={code.replace(/\n$/, '')}
      language={LANGUAGES.get(fileType) ?? 'tsx'}
    >
      {({ style, tokens, getLineProps, getTokenProps }) => (
        <pre
          data-testid="code-view"
          style={{
            ...style,
            margin: 0,
            padding: 12,
            fontSize: 12,
            lineHeight: 1.6,
            overflow: 'auto',
            height: '100%',
          }}
        >
          {tokens.map((line, index) => (
            // Lines are positional: the same index is the same line of the file.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity but their place
            <div key={index} {...getLineProps({ line })}>
              <span style={{ display: 'inline-block', width: 36, color: '#999', userSelect: 'none' }}>
                {index + 1}
              </span>
              {line.map((token, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place
                <span key={at} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
