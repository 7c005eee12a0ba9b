/**
 * Markdown an operator wrote (how to get credits), rendered safely: raw HTML is dropped, images are
 * not shown, and only http(s) and mailto links are kept (react-markdown's own URL check).
 */
import ReactMarkdown from 'react-markdown';

export function Markdown({ text }: { text: string }) {
  return (
    <div className="prose">
      <ReactMarkdown
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        components={{
          // A link whose address was refused (javascript: and the like) is left as its words.
          a: ({ href, children }) =>
            href ? (
              <a href={href} target="_blank" rel="noreferrer noopener">
                {children}
              </a>
            ) : (
              <>{children}</>
            ),
        }}
      >
        {text}
      </ReactMarkdown>
    </div>
  );
}
