import { markupRuns } from '../../../../../domain/organization/landingTemplate.ts';

/**
 * A person's text with its **bold** and *italic* markup (the landing page's
 * introduction), as a paragraph isolated in its own direction. Only <strong>
 * and <em> are ever made: the text itself is never read as HTML.
 */
export function MarkupText({ text, component: Component = 'p' }: { text: string; component?: 'p' | 'div' | 'span' }) {
  return (
    <Component dir="auto" style={{ whiteSpace: 'pre-line', margin: 0 }}>
      {markupRuns(text).map((run, index) => {
        let node: React.ReactNode = run.text;
        if (run.italic) node = <em>{node}</em>;
        if (run.bold) node = <strong>{node}</strong>;
        return <span key={index}>{node}</span>;
      })}
    </Component>
  );
}
